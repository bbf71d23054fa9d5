// The demo JWT endpoints (docs/demo-api.md, Auth): open to anyone, with the theme's bodies and status codes (a 400
// or a 200 with `{ error }`, never the common 422), and the refresh token also kept in an httpOnly cookie on /jwt
// (docs/architecture.md, "Tokens").
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../auth';
import * as schemas from '../schemas/auth';
import { endpointsOn, type Endpoint } from './endpoint';

const SETS = `Sets \`${REFRESH_COOKIE}=<the refresh token>; Path=${REFRESH_COOKIE_PATH}; Max-Age=600; HttpOnly; SameSite=Strict\` (the token’s 10 minutes).`;
const ENDS = `Ends the cookie: \`${REFRESH_COOKIE}=; Path=${REFRESH_COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Strict\`.`;
const MALFORMED = {
  description: 'A field missing or blank (`Something went wrong`)',
  schema: schemas.authErrorBodySchema,
};

const { post } = endpointsOn('demo', 'public');

export const AUTH_ENDPOINTS: Endpoint[] = [
  post('/jwt/login', 'Signs in: the user and both tokens', {
    body: schemas.loginRequestSchema,
    responses: { 200: schemas.loginResponseSchema },
    errors: {
      400: {
        description:
          "An unknown e-mail or a wrong password, the same answer for both (`Email or Password is Invalid`), a malformed e-mail (`Enter a valid e-mail address.`, the e-mail rule's words, as the sign-in form says them), or a field missing or blank (`Something went wrong`)",
        schema: schemas.authErrorBodySchema,
      },
    },
    setsCookie: { 200: SETS },
  }),
  post(
    '/jwt/register',
    'Makes a member (the demo apps, never the product) and signs it in; a malformed or taken e-mail or username is a 200 with `{ error }` naming each',
    {
      body: schemas.registerRequestSchema,
      responses: { 200: schemas.registerResponseSchema },
      errors: { 400: MALFORMED },
      setsCookie: { 200: `With the new user only (not with \`{ error }\`). ${SETS}` },
    },
  ),
  post('/jwt/refresh-token', 'Re-issues both tokens from the refresh token of the body, or else of the cookie', {
    body: schemas.refreshRequestSchema,
    cookie: { name: REFRESH_COOKIE, description: 'The refresh token, when the body has none (the product’s client).' },
    responses: { 200: schemas.refreshResponseSchema },
    errors: {
      401: {
        description: 'A bad, expired or access token, or a deleted user',
        schema: schemas.refreshErrorBodySchema,
      },
    },
    setsCookie: { 200: SETS, 401: ENDS },
  }),
  post('/jwt/logout', 'Signs out: ends the refresh cookie (a page script cannot, it is httpOnly)', {
    responses: { 204: null },
    setsCookie: { 204: ENDS },
  }),
];
