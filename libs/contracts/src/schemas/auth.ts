// The demo sign-in and register bodies (docs/demo-api.md, auth). Their answers are the theme's, not a 422: the
// mock server says "Something went wrong" for a missing or blank field and names a malformed e-mail or username
// in register's error object; the sign-in forms (plain React, the first load) check with the same predicates
// (isEmail, isUsername), without this module.
import { email, ruleMessage, z } from '../rules/schema';
import { usernameField } from './users';

/** A password as typed (never trimmed): any text but a blank one. */
const password = () =>
  z
    .string({ error: ruleMessage('required') })
    .check(z.refine((value: string) => value.trim() !== '', { error: ruleMessage('required') }));

export const loginRequestSchema = z.object({ email: email(), password: password() });

export const registerRequestSchema = z.object({
  email: email(),
  password: password(),
  username: usernameField(),
});
