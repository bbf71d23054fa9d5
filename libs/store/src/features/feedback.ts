// What a feature says to the user, handed in by the app so the toolkit knows no toast, no translation
// namespace and no error catalogue of its own (docs/architecture.md, Feature toolkit). An app binds it once
// (live-agent: src/crud/productCrud.ts) and every feature of that app shares it.
export interface FeatureFeedback {
  /** Translates one of the feature's message keys. */
  t: (key: string) => string;
  /** Shows a success line. */
  success: (text: string) => void;
  /** Shows a failure line. */
  error: (text: string) => void;
  /** Shows what went wrong with a failed call (the error catalogue, `reportApiError` of @live-agent/auth). */
  reportError: (error: unknown) => void;
}

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
