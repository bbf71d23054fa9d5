// The shift form's field rules: the shift's schema in @live-agent/contracts, which the server checks the body with,
// so a mistake shows by its field in the server's words (an end unlike the start included). The drawer applies them,
// and the tests run every hostile input through them (docs/architecture.md, Conventions).
import { shiftInputSchema } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

/** The form sends its times trimmed. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

export function shiftRules(rules: FormRules) {
  return {
    ...rules.fields(shiftInputSchema.shape, ['name', 'timezone', 'daysOfWeek', 'breakMinutes']),
    startTime: rules.of(shiftInputSchema.shape.startTime, { toValue: trimmed }),
    endTime: rules.across(shiftInputSchema, 'endTime', ['startTime'], { toValue: trimmed }),
  };
}
