// A tiny stand-in for libs/mock-server's JWT routes (docs/demo-api.md, auth), so this lib's tests don't depend on
// it: shared by the API's test (api/auth.api.test.ts) and the forms' (auth-forms/forms.test.tsx).
import { Response, type Server } from 'miragejs';
import { adminUser } from '../abilities/demoUsers.fixture';

/** The one account that signs in (admin@demo.com, password admin): the demo admin as the mock server sends it. */
export const standInAdmin = adminUser;

/**
 * POST /jwt/login (the admin, else the 400 field error) and /jwt/register (the admin's e-mail and username are
 * taken; `onRegister` sees each account made) on a test's Mirage server.
 */
export function standInSignIn(server: Server, onRegister?: (account: { email: string; username: string }) => void) {
  server.post('/jwt/login', (_schema, request) => {
    const { email, password } = JSON.parse(request.requestBody);
    return email === 'admin@demo.com' && password === 'admin'
      ? { userData: standInAdmin, accessToken: 'access-1', refreshToken: 'refresh-1' }
      : new Response(400, {}, { error: { email: ['Email or Password is Invalid'] } });
  });
  server.post('/jwt/register', (_schema, request) => {
    const { email, username } = JSON.parse(request.requestBody);
    const error: Record<string, string> = {};
    if (email === 'admin@demo.com') error.email = 'This email is already in use.';
    if (username === 'johndoe') error.username = 'This username is already in use.';
    if (Object.keys(error).length) return { error };
    onRegister?.({ email, username });
    return { user: { ...standInAdmin, id: 2, email, username }, accessToken: 'access-9', refreshToken: 'refresh-9' };
  });
}
