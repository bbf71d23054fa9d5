// Typed calls of the demo JWT endpoints (docs/demo-api.md, auth). They take the client so sagas can pass
// the one from their context (or a fake in tests); components never call them directly.
import type { AxiosInstance } from 'axios';
import type {
  LoginRequest,
  LoginResponse,
  RefreshResponse,
  RegisterRequest,
  RegisterResponse,
} from '@live-agent/contracts';

/** The only part of an axios instance the auth calls need (easy to fake). */
export type AuthApiClient = Pick<AxiosInstance, 'post'>;

export const authApi = {
  /** POST /jwt/login. A wrong password rejects with 400 `{ error: { email: [...] } }`. */
  async login(client: AuthApiClient, body: LoginRequest): Promise<LoginResponse> {
    return (await client.post<LoginResponse>('/jwt/login', body)).data;
  },
  /** POST /jwt/register. Resolves with `{ error }` when the email or username is taken. */
  async register(client: AuthApiClient, body: RegisterRequest): Promise<RegisterResponse> {
    return (await client.post<RegisterResponse>('/jwt/register', body)).data;
  },
  /** POST /jwt/refresh-token with the refresh cookie. Rejects with 401 when it is missing, expired or forged. */
  async refresh(client: AuthApiClient): Promise<RefreshResponse> {
    return (await client.post<RefreshResponse>('/jwt/refresh-token', {}, { withCredentials: true })).data;
  },
  /** POST /jwt/logout: the server ends the refresh cookie (a page script cannot: it is httpOnly). */
  async logout(client: AuthApiClient): Promise<void> {
    await client.post('/jwt/logout', {}, { withCredentials: true });
  },
};
