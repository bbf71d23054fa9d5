// The event drawer and the calendar routes agree on every hostile input of the shared fixture, field by field: the
// drawer refuses exactly what the server refuses, in the same words (both from the event's schema in contracts). The
// time pickers take no typed text and are left out.
import { formServerDisagreements, sentFieldErrors, signIn } from '@live-agent/ui-kit/testing';
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
    return sentFieldErrors({
      url: '/apps/calendar/add-event',
      body: { event: { ...EVENT, [field]: value } },
      key: field,
    });
  };
  const rules = eventRules(englishFormRules());
  expect(await formServerDisagreements({ fields: { title: rules.title, url: rules.url }, serverErrors })).toEqual([]);
}, 60_000);
