// The event drawer and the calendar routes agree on every hostile input of the shared fixture, field by field: the
// drawer refuses exactly what the server refuses, in the same words (both from the event's schema in contracts). The
// time pickers take no typed text and are left out.
import axios from 'axios';
import { getAccessToken } from '@live-agent/auth';
import { formServerDisagreements, signIn } from '@live-agent/ui-kit/testing';
import { eventRules } from './calendar.rules';
import { englishFormRules, setupScreenTest } from '../../test/render';

setupScreenTest({ now: new Date('2026-03-10T09:00:00.000Z') });

const EVENT = {
  title: 'Sprint demo',
  start: '2026-03-20T10:00:00.000Z',
  end: '2026-03-20T11:00:00.000Z',
  allDay: false,
  url: '',
  extendedProps: { calendar: 'Personal' },
};

it('refuses in the drawer exactly what the server refuses, with the same message', async () => {
  await signIn('admin');
  const serverErrors = async (field: string, value: string) => {
    const answer = await axios.post(
      '/apps/calendar/add-event',
      { event: { ...EVENT, [field]: value } },
      { headers: { Authorization: `Bearer ${getAccessToken()}` }, validateStatus: () => true },
    );
    return (answer.status === 422 ? (answer.data.errors[field] ?? []) : []) as string[];
  };
  const rules = eventRules(englishFormRules());
  expect(await formServerDisagreements({ fields: { title: rules.title, url: rules.url }, serverErrors })).toEqual([]);
}, 60_000);
