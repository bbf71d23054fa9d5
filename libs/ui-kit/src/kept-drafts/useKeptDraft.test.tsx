// A form that keeps its draft: what was typed when the session ended is offered back to the same user after signing
// in again, dates included; Restore puts it back, Discard forgets it, an untouched form keeps nothing.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DatePicker, Form, Input } from 'antd';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { clearSession, keepDraftsOfEndingSession, keptDraft, saveSession } from '@live-agent/auth';
import type { UserData } from '@live-agent/contracts';
import { registerUiTranslations } from '../i18n/resources';
import { FormDrawer } from '../data-table/FormDrawer';

const ADA = { id: 7, fullName: 'Ada', username: 'ada', email: 'ada@demo.com', avatar: '', role: 'admin', ability: [] };
const signIn = (user: Partial<UserData> = {}) =>
  saveSession({ userData: { ...ADA, ...user } as UserData, accessToken: 'token', refreshToken: 'refresh' });

beforeAll(async () => {
  if (!i18n.isInitialized)
    await i18n.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  registerUiTranslations(i18n);
});
beforeEach(() => {
  localStorage.clear();
  signIn();
});

function Editor({ draftKey = 'note:new' }: { draftKey?: string }) {
  const [form] = Form.useForm();
  return (
    <FormDrawer
      title="New note"
      open
      form={form}
      saving={false}
      onClose={() => undefined}
      onSubmit={() => undefined}
      keepDraft={draftKey}
    >
      <Form.Item name="title" label="Title">
        <Input />
      </Form.Item>
      <Form.Item name="due" label="Due">
        <DatePicker format="YYYY-MM-DD" />
      </Form.Item>
    </FormDrawer>
  );
}

/** The session ends on its own while the form is open: the client keeps the drafts, then forgets the user. */
function sessionEnds(unmount: () => void) {
  act(() => keepDraftsOfEndingSession());
  clearSession();
  unmount();
}

test('what was typed is offered back after signing in again, and Restore puts it back', () => {
  const first = render(<Editor />);
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Call the supplier' } });
  sessionEnds(first.unmount);

  signIn();
  render(<Editor />);
  expect(screen.getByLabelText('Title')).toHaveValue('');
  expect(screen.getByText('Your session ended while this was open. What you had typed was kept.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
  expect(screen.getByLabelText('Title')).toHaveValue('Call the supplier');
  expect(screen.queryByTestId('kept-draft')).not.toBeInTheDocument();
  expect(keptDraft('note:new')).toBeUndefined();
});

test('a kept date comes back as a date', () => {
  const first = render(<Editor draftKey="note:dated" />);
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Dated' } });
  sessionEnds(first.unmount);
  signIn();
  expect(keptDraft('note:dated')).toEqual({ title: 'Dated' });

  localStorage.setItem(
    'liveAgent.drafts.7',
    JSON.stringify({
      'note:dated': { values: { title: 'Dated', due: { $date: '2026-03-12T12:00:00.000Z' } }, savedAt: Date.now() },
    }),
  );
  render(<Editor draftKey="note:dated" />);
  fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
  expect(screen.getByLabelText('Due')).toHaveValue(dayjs('2026-03-12T12:00:00.000Z').format('YYYY-MM-DD'));
});

test('Discard forgets it; another user is offered nothing; an untouched form keeps nothing', () => {
  const first = render(<Editor />);
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Secret plan' } });
  sessionEnds(first.unmount);

  signIn({ id: 8 });
  const other = render(<Editor />);
  expect(screen.queryByTestId('kept-draft')).not.toBeInTheDocument();
  other.unmount();

  signIn();
  const again = render(<Editor />);
  fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
  expect(screen.queryByTestId('kept-draft')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Title')).toHaveValue('');
  sessionEnds(again.unmount);
  signIn();
  expect(keptDraft('note:new')).toBeUndefined();
});
