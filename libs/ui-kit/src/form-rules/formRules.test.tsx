import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, Form, Input, InputNumber } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerUiTranslations } from '../i18n/resources';
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

  it('knows an e-mail address', () => {
    expect(isEmail(' ada@example.com ')).toBe(true);
    expect(isEmail('ada@example')).toBe(false);
    expect(isEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});
