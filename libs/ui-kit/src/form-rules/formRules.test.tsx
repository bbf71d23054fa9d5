import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerUiTranslations } from '../i18n/resources';
import { switchLanguage } from '../i18n/languageLoaders';
import { orderAddressSchema, queueInputSchema } from '@live-agent/contracts';
import userEvent from '@testing-library/user-event';
import { isEmail, lengthCount, useFormRules } from './formRules';
import { NumberField } from '../number-input/NumberField';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  registerUiTranslations(i18n);
});

function PersonForm() {
  const rules = useFormRules();
  const address = rules.fields(orderAddressSchema.shape, ['postcode', 'line2']);
  return (
    <Form onFinish={() => undefined}>
      <Form.Item name="email" label="E-mail" rules={rules.email}>
        <Input />
      </Form.Item>
      <Form.Item name="maxWaitSec" label="Max wait" rules={rules.of(queueInputSchema.shape.maxWaitSec)}>
        <NumberField />
      </Form.Item>
      <Form.Item
        name="slaFirstResponseSec"
        label="First response"
        dependencies={['maxWaitSec']}
        rules={rules.across(queueInputSchema, 'slaFirstResponseSec', ['maxWaitSec'])}
      >
        <NumberField />
      </Form.Item>
      <Form.Item name="postcode" label="Postcode" rules={address.postcode}>
        <Input />
      </Form.Item>
      <Form.Item name="line2" label="Line 2" rules={address.line2}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

function NameForm({ onFinish }: { onFinish: (values: unknown) => void }) {
  const rules = useFormRules();
  const name = queueInputSchema.shape.name;
  return (
    <Form onFinish={onFinish}>
      <Form.Item name="name" label="Name" rules={rules.of(name)}>
        <Input count={lengthCount(name)} />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('length counter', () => {
  it('shows the schema’s limit as a counter, keeps a longer text whole and refuses it with the rule’s message', async () => {
    const user = userEvent.setup();
    const onFinish = jest.fn();
    render(<NameForm onFinish={onFinish} />);
    const field = screen.getByLabelText('Name');
    await user.click(field);
    await user.paste('x'.repeat(80));
    expect(screen.getByText('80 / 80')).toBeInTheDocument();
    await user.paste('yz');
    expect(field).toHaveValue(`${'x'.repeat(80)}yz`);
    expect(screen.getByText('82 / 80')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at most 80 characters.')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('gives no counter for a schema without a length limit', () => {
    expect(lengthCount(queueInputSchema.shape.maxWaitSec)).toBeUndefined();
  });
});

describe('form rules', () => {
  it('tells what is missing or wrong, in ui-kit’s words', async () => {
    render(<PersonForm />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
  });

  it('checks a field against the others its rule reads, once they are fine themselves', async () => {
    render(<PersonForm />);
    const item = (label: string) => screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;
    fireEvent.change(screen.getByLabelText('Max wait'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('First response'), { target: { value: '61' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(
      await within(item('First response')).findByText('The first-response target cannot exceed the maximum wait.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Max wait'), { target: { value: '-1' } });
    expect(await within(item('Max wait')).findByText('Enter a whole number from 0 to 86400.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    // Validation settles after the click: waited for, not read at once.
    await waitFor(() => expect(item('First response')).not.toHaveTextContent('first-response'));
  });

  it('checks a field by its schema, in the language of the page, and marks it required when the schema is', async () => {
    render(<PersonForm />);
    const item = (label: string) => screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;
    expect(item('Postcode').querySelector('.ant-form-item-required')).not.toBeNull();
    expect(item('Line 2').querySelector('.ant-form-item-required')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await within(item('Postcode')).findByText('This field is required.')).toBeInTheDocument();
    expect(item('Line 2')).not.toHaveTextContent('required');
    await act(async () => switchLanguage('de'));
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '#' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(
      await within(item('Postcode')).findByText(
        'Geben Sie eine Postleitzahl mit 3 bis 10 Buchstaben oder Ziffern ein.',
      ),
    ).toBeInTheDocument();
    await act(async () => i18n.changeLanguage('en'));
  });

  it('knows an e-mail address', () => {
    expect(isEmail(' ada@example.com ')).toBe(true);
    expect(isEmail('ada@example')).toBe(false);
    expect(isEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});
