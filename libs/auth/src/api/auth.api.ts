// Typed calls of the demo JWT endpoints (SPEC §7). They take the client so sagas can pass the one from their
// context (or a fake in tests); components never call them directly.
import type { AxiosInstance } from 'axios';
import type { UserData } from '../session/session.types';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  email: string;
  password: string;
  username: string;
}

export interface LoginResponse {
  userData: UserData;
  accessToken: string;
  refreshToken: string;
}

/** A taken email or username comes back as 200 with an error object (SPEC §5, §8). */
export interface RegisterFieldErrors {
  email?: string;
  username?: string;
}

export type RegisterResponse =
  | { user: UserData; accessToken: string; refreshToken?: string; error?: undefined }
  | { error: RegisterFieldErrors };

export interface RefreshResponse {
  accessToken: string;
  refreshToken: string;
}

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
  /** POST /jwt/refresh-token. Rejects with 401 for a bad token. */
  async refresh(client: AuthApiClient, refreshToken: string): Promise<RefreshResponse> {
    return (await client.post<RefreshResponse>('/jwt/refresh-token', { refreshToken })).data;
  },
};
