// A cross-field rule (the due day not before the issue day, an event's end not before its start) is a check on the
// object, whose issue names the field it is about (docs/architecture.md, Contracts). A form checks one field at a
// time: `fieldOf` is that field's check, the object's schema run on the object the form builds, keeping only the
// issues of the one field.
import { checkAgainst, ruleMessage, z, type RuleSchema } from './schema';

/**
 * The check of `path` within `schema`: the input is the whole object, and only the issues at `path` count (the field's
 * own rules and the cross-field ones naming it). Nothing given is the object without the field, so the field counts as
 * required exactly when the object requires it.
 */
export function fieldOf(schema: RuleSchema, path: string) {
  return z.unknown().check(
    z.check((payload) => {
      const checked = checkAgainst(schema, payload.value === undefined ? {} : payload.value);
      if (checked.ok) return;
      for (const { key, values } of checked.issues[path] ?? []) {
        payload.issues.push({ code: 'custom', message: ruleMessage(key, values), input: payload.value });
      }
    }),
  );
}
