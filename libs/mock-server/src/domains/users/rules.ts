// The users domain's checks: the user record's schemas of @live-agent/contracts (the forms check with the same), on
// top of the kit's Check, plus what only the server knows (docs/demo-api.md, Users). Decisions:
// - Text is trimmed and bounded; blank optional fields store ''.
// - An avatar is '' (initials), the value already stored (a seeded picture round-trips), or a JPG, PNG or GIF
//   data URL of at most 800 KB: anything else, SVG uploads included, is refused.
// - On update only the fields given change (the nested address and social links too); on add every rule runs.
import { newUserSchema, userChangesSchema, type IsoDayClock, type User } from '@live-agent/contracts';
import { asObject } from '../../kit/request';
import { Check } from '../../kit/validation';
import type { UsersMessages } from './messages';

// The blog's routes check their website and picture with the same helpers.
export { dataUrlBytes, isWebAddress } from '@live-agent/contracts';

export class UsersCheck extends Check<UsersMessages> {}

/** The body without its avatar when that is the picture already stored, which round-trips whatever it is. */
export function withoutStoredAvatar(input: Record<string, unknown>, stored: string): Record<string, unknown> {
  if (!('avatar' in input) || input.avatar !== stored) return input;
  const { avatar: _kept, ...rest } = input;
  return rest;
}

// The schemas, built once per clock (the routes keep one): building them on every request cost more than checking.
const schemasByClock = new WeakMap<
  IsoDayClock,
  { created: ReturnType<typeof newUserSchema>; changes: ReturnType<typeof userChangesSchema> }
>();

function schemasFor(today: IsoDayClock) {
  let schemas = schemasByClock.get(today);
  if (!schemas) {
    schemas = { created: newUserSchema(today), changes: userChangesSchema(today) };
    schemasByClock.set(today, schemas);
  }
  return schemas;
}

/**
 * The user a body describes, over `base` (the stored user on update, defaults on add), or undefined when a rule
 * broke (each named on `check`). Only the fields present change on update; on add every rule runs.
 */
export function readUser(
  check: UsersCheck,
  raw: unknown,
  base: Omit<User, 'id'>,
  today: IsoDayClock,
  isNew: boolean,
): Omit<User, 'id'> | undefined {
  const input = withoutStoredAvatar(asObject(raw), base.avatar);
  const { created, changes } = schemasFor(today);
  const read = isNew ? check.parse(created, input) : check.parse(changes, input);
  if (!read) return undefined;
  const { role, currentPlan, status, language, address, social, ...fields } = read;
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return {
    ...base,
    ...given,
    // A blank choice keeps what is there (the default on add).
    role: role ?? base.role,
    currentPlan: currentPlan ?? base.currentPlan,
    status: status ?? base.status,
    language: language ?? base.language,
    address: { ...base.address, ...address },
    social: { ...base.social, ...social },
  };
}
