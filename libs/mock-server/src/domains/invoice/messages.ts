// The invoice domain's own validation texts in the four languages: those of the store's state (a paid invoice). The
// rules of what is sent (lines, amounts, days ...) and their texts are the invoice schemas' in @live-agent/contracts.
import { defineCatalogue, type CommonMessages } from '../../kit/messages';

export interface InvoiceMessages extends CommonMessages {
  alreadyPaid: string;
}

export const INVOICE_MESSAGES = defineCatalogue<InvoiceMessages>({
  en: { alreadyPaid: 'This invoice is already paid.' },
  de: { alreadyPaid: 'Diese Rechnung ist bereits bezahlt.' },
  fr: { alreadyPaid: 'Cette facture est déjà payée.' },
  pt: { alreadyPaid: 'Esta fatura já está paga.' },
});
