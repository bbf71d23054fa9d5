/** What the invoice preview hands each of its drawers (payment, send): open or not, the save's state, what to call. */
export interface InvoiceDrawerProps<Submitted> {
  open: boolean;
  saving: boolean;
  /** The server's 422, by field. */
  fieldErrors: Record<string, string[]> | null;
  onClose: () => void;
  onSubmit: (submitted: Submitted) => void;
}
