// The shift form and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the shift's schema in contracts). The form sends its
// times trimmed.
import { shiftRules } from './shifts.rules';
import { adminFormParityTest } from '../../test/parity';

const trimmed = (typed: string) => typed.trim();

adminFormParityTest(
  'refuses in the form exactly what the server refuses, with the same message, for every field and hostile input',
  shiftRules,
  {
    fields: ['name', 'startTime', 'endTime', 'breakMinutes'],
    path: '/shifts/1',
    valid: { name: 'Early', timezone: 'UTC', daysOfWeek: [1], startTime: '23:58', endTime: '23:59' },
    toWire: { startTime: trimmed, endTime: trimmed },
  },
);
