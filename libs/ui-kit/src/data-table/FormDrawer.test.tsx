// The shared create/edit drawer: closing it with unsaved changes asks first; without changes it just closes.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerUiTranslations } from '../i18n/resources';
import { FormDrawer } from './FormDrawer';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  registerUiTranslations(i18n);
});

function Harness({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <FormDrawer
      title="New agent"
      open
      form={form}
      saving={false}
      onClose={onClose}
      onSubmit={() => undefined}
      initialValues={{ name: '' }}
    >
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
    </FormDrawer>
  );
}

describe('FormDrawer', () => {
  it('closes at once when nothing was changed', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(await screen.findByText('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
  });

  it('asks before throwing away what was typed; "Keep editing" keeps it, "Discard changes" closes', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Zoë' } });

    fireEvent.click(screen.getByText('Cancel'));
    expect((await screen.findAllByText('Discard your changes?')).length).toBeGreaterThan(0);
    // Enter keeps the work: the focus starts on "Keep editing", not on the destructive button.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'Keep editing' }).at(-1)),
    );
    await act(async () => {
      fireEvent.click(screen.getAllByText('Keep editing').at(-1)!);
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Zoë');

    fireEvent.click(screen.getByText('Cancel'));
    await act(async () => {
      // The first dialog may still be leaving (its animation): the newest one is the last.
      fireEvent.click((await screen.findAllByText('Discard changes')).at(-1)!);
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
