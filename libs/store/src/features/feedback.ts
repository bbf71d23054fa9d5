// A 422 answer read the same way by every screen that writes (docs/architecture.md, "Server data").
/** A 422 answer of a save: the message and the errors per field (`{ message, errors: { field: [msg] } }`). */
export interface ValidationFailure {
  message: string;
  errors: Record<string, string[]>;
}

/**
 * The validation failure a thrown value carries, or null for any other failure. Read by shape, not by class,
 * so errors of any axios copy and test fakes are handled alike (as the error catalogue does).
 */
export function validationFailureOf(error: unknown): ValidationFailure | null {
  if (!error || typeof error !== 'object' || !('response' in error)) return null;
  const response = (error as { response?: { status?: unknown; data?: unknown } }).response;
  if (!response || response.status !== 422) return null;
  const body = (response.data && typeof response.data === 'object' ? response.data : {}) as Partial<ValidationFailure>;
  return { message: typeof body.message === 'string' ? body.message : '', errors: body.errors ?? {} };
}
