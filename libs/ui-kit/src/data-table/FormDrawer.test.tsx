// The shared create/edit drawer: it starts from the initial values, shows the server's errors under their fields and
// saves a valid form; closing it with unsaved changes asks first, without changes it just closes.
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

/** A screen's edit drawer: a required e-mail and a nested limit, server errors as the screen passes them. */
function Editor({
  errors = null,
  onSubmit = () => undefined,
  onClose = () => undefined,
}: {
  errors?: Record<string, string[]> | null;
  onSubmit?: (values: object) => void;
  onClose?: () => void;
}) {
  const [form] = Form.useForm();
  return (
    <FormDrawer
      title="Edit"
      open
      form={form}
      saving={false}
      fieldErrors={errors}
      onClose={onClose}
      onSubmit={onSubmit}
      initialValues={{ email: 'a@b.c', settings: { limit: 3 } }}
    >
      <Form.Item name="email" label="E-mail" rules={[{ required: true, message: 'Required' }]}>
        <Input />
      </Form.Item>
      <Form.Item name={['settings', 'limit']} label="Limit">
        <Input />
      </Form.Item>
    </FormDrawer>
  );
}

describe('FormDrawer', () => {
  it('closes at once when nothing was changed', async () => {
    const onClose = jest.fn();
    render(<Editor onClose={onClose} />);
    fireEvent.click(await screen.findByText('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
  });

  it('asks before throwing away what was typed; "Keep editing" keeps it, "Discard changes" closes', async () => {
    const onClose = jest.fn();
    render(<Editor onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('Limit'), { target: { value: '7' } });

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
    expect(screen.getByLabelText('Limit')).toHaveValue('7');

    fireEvent.click(screen.getByText('Cancel'));
    await act(async () => {
      // The first dialog may still be leaving (its animation): the newest one is the last.
      fireEvent.click((await screen.findAllByText('Discard changes')).at(-1)!);
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('starts from the initial values and puts server errors under their fields, nested keys included', async () => {
    const { rerender } = render(<Editor />);
    expect(screen.getByLabelText('E-mail')).toHaveValue('a@b.c');
    rerender(
      <Editor
        errors={{ email: ['This e-mail is already in use.'], 'settings.limit': ['Too many.'] }}
        onSubmit={jest.fn()}
      />,
    );
    expect(await screen.findByText('This e-mail is already in use.')).toBeInTheDocument();
    expect(screen.getByText('Too many.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('a@b.c');
  });

  it('submits the values with Save and refuses an invalid form', async () => {
    const onSubmit = jest.fn();
    render(<Editor onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'x@y.z' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'x@y.z', settings: { limit: 3 } }));
  });
});
