// What the invoice screens send (docs/demo-api.md, Invoices): an invoice with its client and lines, a payment, a
// mail. Amounts, quantities and percentages also come as text (a form post, a CSV import), so they are read before
// they are checked; the server computes every figure from the lines (invoiceTotals). And the invoice as the server
// answers it (strict objects, so a field the contract does not name fails a test).
import { INVOICE_LIMITS as LIMITS, INVOICE_PAYMENT_METHODS, INVOICE_SORTS, INVOICE_STATUSES } from '../invoice';
import { moneyText, roundMoney } from '../money';
import { isIsoDate } from '../rules/formats';
import { choice, email, optionalText, ruleMessage, text, wholeNumber, z } from '../rules/schema';
import { removedIdSchema } from './http';

const about = (description: string) => z.describe(description);

const isBlank = (input: unknown): boolean =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

// A trailing point is the number without it ('12.' is 12): a figure being typed is not a mistake halfway through.
const MONEY = /^\d+(\.\d{0,2})?$/;
/** An amount with at most two decimals, from a number or its text; undefined when blank, NaN when malformed. */
function readAmount(input: unknown): number | undefined {
  if (isBlank(input)) return undefined;
  if (typeof input === 'number') return Number.isFinite(input) && roundMoney(input) === input ? input : Number.NaN;
  return typeof input === 'string' && MONEY.test(input.trim()) ? Number(input) : Number.NaN;
}

/** An amount of money from `min` to `max`, at most two decimals. */
const money = (min: number, max: number) => {
  const message = ruleMessage('amount', { min, max });
  return z.pipe(
    z.transform((input: number | string) => readAmount(input)),
    z
      .number({ error: (issue) => (issue.input === undefined ? ruleMessage('required') : message) })
      .check(z.gte(min, { error: message, abort: true }), z.lte(max, { error: message, abort: true })),
  );
};

/** A whole number from its number or its text ('3'); undefined when blank, NaN when malformed. */
function readWhole(input: unknown): number | undefined {
  if (isBlank(input)) return undefined;
  if (typeof input === 'number') return input;
  return typeof input === 'string' && /^-?\d+$/.test(input.trim()) ? Number(input) : Number.NaN;
}

const PERCENT = /^\d+(\.\d*)?$/;
/** A percentage from 0 to 100, from a number or its text; blank is 0. */
const percent = () => {
  const message = ruleMessage('percent');
  return z.pipe(
    z.transform((input: number | string | null | undefined): number => {
      if (isBlank(input)) return 0;
      if (typeof input === 'number') return input;
      return typeof input === 'string' && PERCENT.test(input.trim()) ? Number(input) : Number.NaN;
    }),
    z.number({ error: message }).check(z.gte(0, { error: message }), z.lte(100, { error: message })),
  );
};

/** A required day, 'YYYY-MM-DD', that is a real one; a broken one stops its object's checks (the days' order). */
const day = () =>
  z.string({ error: (issue) => ruleMessage(isBlank(issue.input) ? 'required' : 'date') }).check(
    z.refine((value: string) => value.trim() !== '', { error: ruleMessage('required'), abort: true }),
    z.refine(isIsoDate, { error: ruleMessage('date'), abort: true }),
  );

const objectError = (issue: { input?: unknown }) => ruleMessage(isBlank(issue.input) ? 'required' : 'invalid');

export const invoiceClientSchema = z.object(
  {
    name: text({ max: LIMITS.name }),
    company: optionalText({ max: LIMITS.company }),
    companyEmail: email(),
    address: optionalText({ max: LIMITS.address }),
    country: optionalText({ max: LIMITS.country }),
    contact: optionalText({ max: LIMITS.contact }),
  },
  { error: objectError },
);

export const invoiceLineSchema = z.object(
  {
    name: text({ max: LIMITS.itemName }),
    description: optionalText({ max: LIMITS.itemDescription }),
    cost: money(0, LIMITS.maxCost),
    quantity: z.pipe(
      z.transform((input: number | string) => readWhole(input)),
      wholeNumber(1, LIMITS.maxQuantity),
    ),
  },
  { error: objectError },
);

const noItems = ruleMessage('noItems');
/**
 * How many lines an invoice holds, 1 to 50, whatever the lines say: the form's list checks this alone on every added
 * or removed line (each line's fields check their own), so a change costs the same at 50 lines as at 2.
 */
export const invoiceItemCountSchema = z
  .array(z.unknown(), { error: noItems })
  .check(
    z.minLength(1, { error: noItems }),
    z.maxLength(LIMITS.maxItems, { error: ruleMessage('tooManyItems', { max: LIMITS.maxItems }) }),
  );
/** The lines: the count first, so an over-long list is refused as such before its lines are read. */
const invoiceItems = z.pipe(invoiceItemCountSchema, z.array(invoiceLineSchema));

/** An invoice's fields, each with its own rules (a form's field reads its rules here). */
export const invoiceFieldsSchema = z.object({
  client: invoiceClientSchema,
  issuedDate: day(),
  dueDate: day(),
  service: optionalText({ max: LIMITS.service }),
  items: invoiceItems,
  discountPercent: percent(),
  taxPercent: percent(),
  note: optionalText({ max: LIMITS.note }),
  salesperson: optionalText({ max: LIMITS.salesperson }),
});

/** The due day is not before the issue day (once both are good days); the issue names the due day. */
const invoiceDaysSchema = z
  .object({ issuedDate: day(), dueDate: day() })
  .check(
    z.refine((days) => days.dueDate >= days.issuedDate, { path: ['dueDate'], error: ruleMessage('dueBeforeIssued') }),
  );

/**
 * The invoice of the add and edit forms. The days' order is checked beside the fields rather than after them (an
 * object's own checks stop at its fields' first broken rule), so a 422 names every broken field at once.
 */
export const invoiceInputSchema = z.intersection(invoiceFieldsSchema, invoiceDaysSchema);

/**
 * A payment against an invoice whose balance is `balance`: an amount from 0.01 up to the balance (at most the largest
 * cost), a real day, a method, a note. The balance is the server's (the form shows the one it loaded).
 */
export const invoicePaymentSchema = (balance: number = LIMITS.maxCost) =>
  z.object({
    amount: z.pipe(
      money(0.01, LIMITS.maxCost),
      z.number().check(
        z.refine((amount: number) => amount <= balance, {
          error: ruleMessage('paymentTooLarge', { balance: moneyText(balance) }),
        }),
      ),
    ),
    date: day(),
    method: choice(INVOICE_PAYMENT_METHODS),
    note: optionalText({ max: LIMITS.note }),
  });

/** Sending an invoice: from and to, a subject and a message. */
export const invoiceSendSchema = z.object({
  from: email(),
  to: email(),
  subject: text({ max: LIMITS.subject }),
  message: text({ max: LIMITS.message }),
});

/** The body of `POST /apps/invoice/invoices` and `PUT /apps/invoice/invoices/:id`; any figure sent is ignored. */
export const invoiceSaveRequestSchema = z.object({ invoice: invoiceInputSchema });

/**
 * The body of `POST /apps/invoice/invoices/:id/payments`, as far as it can be told without the invoice: the server
 * also holds the amount to the invoice's balance (`invoicePaymentSchema(balance)`).
 */
export const invoicePaymentInputSchema = invoicePaymentSchema();

/** The query of `GET /apps/invoice/invoices`. */
export const invoiceListQuery = z.object({
  q: z.optional(
    z
      .string()
      .check(about('Matched case-insensitively in the id, the client’s name, the company e-mail and the service.')),
  ),
  status: z.optional(z.enum(INVOICE_STATUSES).check(about('Missing or unknown: every status.'))),
  sort: z.optional(
    z
      .string()
      .check(
        about(
          `\`field\` or \`-field\` (descending) of ${INVOICE_SORTS.map((field) => `\`${field}\``).join(', ')}, ties by id; anything else: newest first.`,
        ),
      ),
  ),
  perPage: z.optional(z.int().check(z.gte(1), z.lte(1000), about('Default 10, at most 1,000.'))),
  page: z.optional(z.int().check(z.gte(1), about('1-based (default 1).'))),
});

const dollars = () => z.number().check(about('US dollars.'));
const isoDay = () => z.string().check(about('`YYYY-MM-DD`.'));

/** An invoice's client as the server keeps it (trimmed; the optional texts empty when not given). */
export const invoiceClientRecordSchema = z.strictObject({
  name: z.string(),
  company: z.string(),
  companyEmail: z.string(),
  address: z.string(),
  country: z.string(),
  contact: z.string(),
});

/** One line of an invoice: its amount is cost × quantity. */
export const invoiceLineRecordSchema = z.strictObject({
  name: z.string(),
  description: z.string(),
  cost: dollars(),
  quantity: z.int(),
});

export const invoicePaymentRecordSchema = z.strictObject({
  id: z.int().check(about('1, 2 … within its invoice.')),
  amount: dollars(),
  date: isoDay(),
  method: z.enum(INVOICE_PAYMENT_METHODS),
  note: z.string(),
});

export const invoiceSchema = z.strictObject({
  id: z.int(),
  issuedDate: isoDay(),
  dueDate: isoDay(),
  client: invoiceClientRecordSchema,
  service: z.string(),
  total: z.number().check(about('subtotal − discount + tax, computed by the server.')),
  avatar: z.string().check(about('An image URL, or empty (the list then shows the client’s initials).')),
  invoiceStatus: z.enum(INVOICE_STATUSES),
  balance: z
    .union([z.string(), z.literal(0)])
    .check(about('What is still to pay, as a money string (`724.50`), or 0 once paid.')),
  // Beyond the original theme: what the total is made of, and what was paid.
  items: z.array(invoiceLineRecordSchema),
  subtotal: z.number().check(about('Σ cost × quantity.')),
  discountPercent: z.number(),
  discount: z.number().check(about('subtotal × discount %.')),
  taxPercent: z.number(),
  tax: z.number().check(about('(subtotal − discount) × tax %.')),
  note: z.string(),
  salesperson: z.string(),
  payments: z.array(invoicePaymentRecordSchema),
});

/** The bank details every invoice prints under "Payment details". */
export const invoicePaymentDetailsSchema = z.strictObject({
  totalDue: z.string().check(about('The balance as a money string.')),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
});

/** Figures of every invoice the query matches (beyond the original theme). */
export const invoiceListStatsSchema = z.strictObject({
  count: z.int(),
  total: z.number().check(about('Σ total.')),
  outstanding: z.number().check(about('Σ balance.')),
});

export const invoiceListResponseSchema = z.strictObject({
  allData: z.array(invoiceSchema).check(about('Every invoice, newest first.')),
  invoices: z.array(invoiceSchema).check(about('The requested page of the matching invoices.')),
  total: z.int().check(about('How many match.')),
  stats: invoiceListStatsSchema,
});

/** One invoice with its payment details: the answer of a read, a payment and a send. */
export const invoiceResponseSchema = z.strictObject({
  invoice: invoiceSchema,
  paymentDetails: invoicePaymentDetailsSchema,
});

/** The answer of an add (201) and an edit (200). */
export const invoiceSavedResponseSchema = z.strictObject({ invoice: invoiceSchema });

/** `GET /api/invoice/clients`: the first five distinct clients, by invoice id. */
export const invoiceClientListSchema = z.array(invoiceClientRecordSchema);

/** The answer of `DELETE /apps/invoice/delete`: the id deleted. */
export const invoiceDeletedResponseSchema = removedIdSchema();
