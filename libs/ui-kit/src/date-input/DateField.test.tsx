import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { birthDateField } from '@live-agent/contracts';
import { badInputs } from '@live-agent/test-fixtures';
import { registerUiTranslations } from '../i18n/resources';
import { switchLanguage } from '../i18n/languageLoaders';
import { useFormRules } from '../form-rules/formRules';
import { DateField } from './DateField';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  registerUiTranslations(i18n);
});
afterEach(() => act(() => i18n.changeLanguage('en')));

const dayOf = (value: unknown) => (dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : (value ?? ''));
const BORN = dayjs('1990-05-17');

function BirthForm({ onFinish }: { onFinish: (values: { born: unknown }) => void }) {
  const rules = useFormRules();
  const [form] = Form.useForm();
  return (
    <Form form={form} onFinish={onFinish} initialValues={{ born: BORN }}>
      <Form.Item
        name="born"
        label="Born"
        rules={rules.of(
          birthDateField(() => '2026-06-01'),
          { toValue: dayOf },
        )}
      >
        <DateField />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
      <Button onClick={() => form.resetFields()}>Reset</Button>
    </Form>
  );
}

async function typeInto(field: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.click(field);
  await user.clear(field);
  await user.type(field, text);
  return user;
}

describe('DateField', () => {
  it('keeps an impossible date as typed, says why by the field, and never saves it nor the old date', async () => {
    const onFinish = jest.fn();
    render(<BirthForm onFinish={onFinish} />);
    const field = screen.getByLabelText('Born');
    expect(field).toHaveValue('05/17/1990');
    const user = await typeInto(field, '02/31/2026');
    await user.tab();
    expect(field).toHaveValue('02/31/2026');
    expect(await screen.findByText('Enter a valid date.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveValue('02/31/2026');
    expect(onFinish).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Born')).toHaveValue('05/17/1990');
  });

  it('reads a date typed day-first in a day-first language, the impossible one included', async () => {
    await act(() => switchLanguage('fr'));
    const onFinish = jest.fn();
    render(<BirthForm onFinish={onFinish} />);
    const field = screen.getByLabelText('Born');
    const typed = badInputs.dates.find(({ name }) => name === 'impossible date typed day-first')!.value as string;
    const user = await typeInto(field, typed);
    await user.tab();
    expect(field).toHaveValue('31/02/2026');
    expect(await screen.findByText('Saisissez une date valide.')).toBeInTheDocument();
    await typeInto(field, '28/02/2020');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(dayOf(onFinish.mock.calls[0][0].born)).toBe('2020-02-28');
  });

  it('confirms the typed date on Enter without submitting the form; a blank text empties it', async () => {
    const onFinish = jest.fn();
    render(<BirthForm onFinish={onFinish} />);
    const field = screen.getByLabelText('Born');
    const user = await typeInto(field, '03/04/2001');
    await user.keyboard('{Enter}');
    expect(onFinish).not.toHaveBeenCalled();
    expect(field).toHaveValue('03/04/2001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(dayOf(onFinish.mock.calls[0][0].born)).toBe('2001-03-04');

    await user.clear(field);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onFinish).toHaveBeenCalledTimes(2);
    expect(onFinish.mock.calls[1][0].born).toBeNull();
  });
});
