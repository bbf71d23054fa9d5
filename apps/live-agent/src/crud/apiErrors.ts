// The 422 body of the product API (DESIGN §6): `{ message, errors: { field: [msg] } }`.
import axios from 'axios';

export interface ValidationFailure {
  message: string;
  errors: Record<string, string[]>;
}

/** The validation failure carried by an axios error, or null for any other failure. */
export function validationFailureOf(error: unknown): ValidationFailure | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 422) return null;
  const body = error.response.data as Partial<ValidationFailure> | undefined;
  return { message: body?.message ?? '', errors: body?.errors ?? {} };
}
