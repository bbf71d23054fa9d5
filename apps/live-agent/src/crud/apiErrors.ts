// Reads the 422 body of the product API, `{ message, errors: { field: [msg] } }` (@live-agent/contracts, http).
import axios from 'axios';
import type { ValidationErrorBody } from '@live-agent/contracts';

/** The validation failure carried by an axios error, or null for any other failure. */
export function validationFailureOf(error: unknown): ValidationErrorBody | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 422) return null;
  const body = error.response.data as Partial<ValidationErrorBody> | undefined;
  return { message: body?.message ?? '', errors: body?.errors ?? {} };
}
