// What each of an invoice client's fields takes, for the invoice form and the new-client drawer alike (e-mail and
// phone written left to right in a right-to-left page).
import type { InvoiceClient } from '@live-agent/contracts';
import type { TextInputs } from '../../../shared/TextFields';

const TEXT = { autoComplete: 'off' };
const LEFT_TO_RIGHT = { className: 'la-invoice-ltr-input', autoComplete: 'off' };

export const CLIENT_INPUTS = {
  name: TEXT,
  company: TEXT,
  companyEmail: { type: 'email', ...LEFT_TO_RIGHT },
  address: TEXT,
  country: TEXT,
  contact: { type: 'tel', ...LEFT_TO_RIGHT },
} satisfies Record<keyof InvoiceClient, TextInputs[string]>;
