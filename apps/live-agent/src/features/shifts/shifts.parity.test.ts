// The shift form and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the shift's schema in contracts). The form sends its
// times trimmed.
import { formServerDisagreements } from '@live-agent/ui-kit/testing';
import { shiftRules } from './shifts.rules';
import { englishFormRules, setupScreenTest, signIn } from '../../test/render';
import { serverFieldErrors } from '../../test/parity';

setupScreenTest();

it('refuses in the form exactly what the server refuses, with the same message, for every field and hostile input', async () => {
  await signIn('admin');
  const { name, startTime, endTime, breakMinutes } = shiftRules(englishFormRules());
  const trimmed = (typed: string) => typed.trim();
  const serverErrors = serverFieldErrors({
    path: '/shifts/1',
    valid: { name: 'Early', timezone: 'UTC', daysOfWeek: [1], startTime: '23:58', endTime: '23:59' },
    toWire: { startTime: trimmed, endTime: trimmed },
  });
  expect(await formServerDisagreements({ fields: { name, startTime, endTime, breakMinutes }, serverErrors })).toEqual(
    [],
  );
}, 120_000);
