// The demo sign-in and register bodies (docs/demo-api.md, auth). Their answers are the theme's, not a 422: the
// mock server says "Something went wrong" for a missing or blank field, refuses a malformed sign-in e-mail in the
// e-mail rule's words and names a malformed e-mail, username or a weak password in register's error object; the
// sign-in forms (plain React, the first load) check with the same predicates (isEmail, isUsername,
// isStrongPassword) and say the same RULE_TEXTS, without this module.
import { email, ruleMessage, z } from '../rules/schema';
import { newPasswordField, usernameField } from './users';

/** A password as typed (never trimmed): any text but a blank one. Signing in takes any: the seeded demo accounts' are short. */
const password = () =>
  z
    .string({ error: ruleMessage('required') })
    .check(z.refine((value: string) => value.trim() !== '', { error: ruleMessage('required') }));

export const loginRequestSchema = z.object({ email: email(), password: password() });

/** A new account's password keeps the rule of every new password (a changed or reset one's). */
export const registerRequestSchema = z.object({
  email: email(),
  password: newPasswordField(),
  username: usernameField(),
});

/** The body of POST /jwt/refresh-token: the product's client sends `{}`, the refresh cookie carries the token. */
export const refreshRequestSchema = z.object({
  refreshToken: z.optional(z.string().check(z.describe('The demo’s way; without it, the `refreshToken` cookie’s.'))),
});

// ---- Answers (strict objects: a field the contract does not name fails a test) -------------------------------

const about = (description: string) => z.describe(description);
const token = () => z.string().check(about('An HS256 JWT, valid for 10 minutes.'));

/** One CASL rule, e.g. `{ action: 'read', subject: 'ACL' }`: `manage` covers every action, `all` every subject. */
export const abilityRuleSchema = z.strictObject({ action: z.string(), subject: z.string() });

/** The signed-in user as the API returns it: the account without its password. */
export const userDataSchema = z.strictObject({
  id: z.int(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string().check(about("An image URL, or '' (the client shows initials).")),
  email: z.string(),
  role: z.string(),
  ability: z.array(abilityRuleSchema),
  extras: z.strictObject({ eCommerceCartItemsCount: z.int() }),
});

export const loginResponseSchema = z.strictObject({
  userData: userDataSchema,
  accessToken: token(),
  refreshToken: token().check(about('Also set as the httpOnly `refreshToken` cookie.')),
});

/** 400 of sign-in and register: the theme's shape, whatever went wrong. */
export const authErrorBodySchema = z.strictObject({
  error: z.strictObject({
    email: z
      .array(z.string())
      .check(
        about(
          "`Email or Password is Invalid` (an unknown e-mail or a wrong password alike), `Enter a valid e-mail address.` (sign-in: a malformed e-mail, the e-mail rule's words), or `Something went wrong` (a field missing or blank).",
        ),
      ),
  }),
});

/** What register refuses, by field (each in English): a malformed or taken e-mail or username, a weak password. */
export const registerFieldErrorsSchema = z.strictObject({
  email: z.optional(z.string()),
  username: z.optional(z.string()),
  password: z.optional(z.string()),
});

/** 200 of register: the new member signed in, or (still 200, the theme's way) what was refused. */
export const registerResponseSchema = z.union([
  z.strictObject({ user: userDataSchema, accessToken: token(), refreshToken: token() }),
  z.strictObject({ error: registerFieldErrorsSchema }),
]);

/** 200 of POST /jwt/refresh-token: both tokens re-issued. */
export const refreshResponseSchema = z.strictObject({ accessToken: token(), refreshToken: token() });

/** 401 of POST /jwt/refresh-token: a bad, expired or access token, or a deleted user. */
export const refreshErrorBodySchema = z.strictObject({ error: z.literal('Invalid refresh token') });
