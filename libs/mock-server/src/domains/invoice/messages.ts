// The invoice domain's own validation texts in the four languages; required, e-mail, too long ... come from the kit.
import { defineCatalogue, type CommonMessages } from '../../kit/messages';

export interface InvoiceMessages extends CommonMessages {
  dueBeforeIssued: string;
  noItems: string;
  tooManyItems(max: number): string;
  amount(min: number, max: number): string;
  percent: string;
  paymentTooLarge(balance: string): string;
  alreadyPaid: string;
}

export const INVOICE_MESSAGES = defineCatalogue<InvoiceMessages>({
  en: {
    dueBeforeIssued: 'The due date cannot be before the issue date.',
    noItems: 'Add at least one line.',
    tooManyItems: (max) => `Use at most ${max} lines.`,
    amount: (min, max) => `Enter an amount from ${min} to ${max}.`,
    percent: 'Enter a percentage from 0 to 100.',
    paymentTooLarge: (balance) => `The payment cannot be more than the balance of ${balance}.`,
    alreadyPaid: 'This invoice is already paid.',
  },
  de: {
    dueBeforeIssued: 'Das Fälligkeitsdatum darf nicht vor dem Rechnungsdatum liegen.',
    noItems: 'Fügen Sie mindestens eine Position hinzu.',
    tooManyItems: (max) => `Verwenden Sie höchstens ${max} Positionen.`,
    amount: (min, max) => `Geben Sie einen Betrag von ${min} bis ${max} ein.`,
    percent: 'Geben Sie einen Prozentsatz von 0 bis 100 ein.',
    paymentTooLarge: (balance) => `Die Zahlung darf den offenen Betrag von ${balance} nicht übersteigen.`,
    alreadyPaid: 'Diese Rechnung ist bereits bezahlt.',
  },
  fr: {
    dueBeforeIssued: 'La date d’échéance ne peut pas précéder la date d’émission.',
    noItems: 'Ajoutez au moins une ligne.',
    tooManyItems: (max) => `Utilisez au maximum ${max} lignes.`,
    amount: (min, max) => `Saisissez un montant de ${min} à ${max}.`,
    percent: 'Saisissez un pourcentage de 0 à 100.',
    paymentTooLarge: (balance) => `Le paiement ne peut pas dépasser le solde de ${balance}.`,
    alreadyPaid: 'Cette facture est déjà payée.',
  },
  pt: {
    dueBeforeIssued: 'A data de vencimento não pode ser anterior à data de emissão.',
    noItems: 'Adicione pelo menos uma linha.',
    tooManyItems: (max) => `Use no máximo ${max} linhas.`,
    amount: (min, max) => `Introduza um montante de ${min} a ${max}.`,
    percent: 'Introduza uma percentagem de 0 a 100.',
    paymentTooLarge: (balance) => `O pagamento não pode exceder o saldo de ${balance}.`,
    alreadyPaid: 'Esta fatura já está paga.',
  },
});
