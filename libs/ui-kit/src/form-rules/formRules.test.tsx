import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Button, Form, Input, InputNumber } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerUiTranslations } from '../i18n/resources';
import { orderAddressSchema } from '@live-agent/contracts';
import { isEmail, useFormRules } from './formRules';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  registerUiTranslations(i18n);
});

function PersonForm() {
  const rules = useFormRules();
  return (
    <Form onFinish={() => undefined}>
      <Form.Item name="fullName" label="Name" rules={rules.fullName}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label="E-mail" rules={rules.email}>
        <Input />
      </Form.Item>
      <Form.Item name="phone" label="Phone" rules={[rules.maxLength(5)]}>
        <Input />
      </Form.Item>
      <Form.Item name="chats" label="Chats" rules={[rules.wholeNumber(1, 20)]}>
        <InputNumber />
      </Form.Item>
      <Form.Item name="postcode" label="Postcode" rules={rules.of(orderAddressSchema.shape.postcode)}>
        <Input />
      </Form.Item>
      <Form.Item name="line2" label="Line 2" rules={rules.of(orderAddressSchema.shape.line2)}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('form rules', () => {
  it('tells what is missing or wrong, in ui-kit’s words', async () => {
    render(<PersonForm />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '1234567' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Enter the full name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Use at most 5 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 1 to 20.')).toBeInTheDocument();
  });

  it('checks a field by its schema, in the language of the page, and marks it required when the schema is', async () => {
    render(<PersonForm />);
    const item = (label: string) => screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;
    expect(item('Postcode').querySelector('.ant-form-item-required')).not.toBeNull();
    expect(item('Line 2').querySelector('.ant-form-item-required')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await within(item('Postcode')).findByText('This field is required.')).toBeInTheDocument();
    expect(item('Line 2')).not.toHaveTextContent('required');
    await act(async () => i18n.changeLanguage('de'));
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
