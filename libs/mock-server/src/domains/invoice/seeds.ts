// The demo invoices (docs/demo-api.md, Invoices): 37 of them, ids 4987–5023, over every status, with fixed
// clients and services so the list reads like a real one. Lines, discounts, taxes and payments come from a
// generator seeded with the domain's name, and the days sit at fixed offsets from the server's `now`, so every
// load (and a test that pins `now`) sees the same invoices.
import {
  invoiceTotals,
  roundMoney,
  type Invoice,
  type InvoiceClient,
  type InvoiceLine,
  type InvoicePayment,
  type InvoiceStatus,
  INVOICE_PAYMENT_METHODS,
} from '@live-agent/contracts';
import { addDays, createRandom, isoDate, startOfUtcDay } from '../../random';
import { portraitAvatar } from '../users/seeds';

export const FIRST_INVOICE_ID = 4987;
export const INVOICE_COUNT = 37;

/** What the store keeps: the invoice with its balance as a number (the API writes it as a money string). */
export interface InvoiceRecord extends Omit<Invoice, 'balance'> {
  balanceDue: number;
}

const CLIENTS: InvoiceClient[] = [
  {
    name: 'Jordan Stevenson',
    company: 'Hall-Robbins PLC',
    companyEmail: 'don85@johnson.test',
    address: '7777 Mendez Plains',
    country: 'USA',
    contact: '(616) 865-4180',
  },
  {
    name: 'Stephanie Burns',
    company: 'Mccann LLC',
    companyEmail: 'brenda49@taylor.test',
    address: '04033 Wesley Wall Apt. 961',
    country: 'Haiti',
    contact: '(226) 204-8287',
  },
  {
    name: 'Tony Herrera',
    company: 'Leonard-Garcia and Sons',
    companyEmail: 'smithtiffany@powers.test',
    address: '5345 Robert Squares',
    country: 'Belarus',
    contact: '(955) 676-1076',
  },
  {
    name: 'Kevin Patton',
    company: 'Smith, Miller and Henry LLC',
    companyEmail: 'mejiageorge@lee-perez.test',
    address: '19022 Clark Parks Suite 149',
    country: 'Cambodia',
    contact: '(832) 323-6914',
  },
  {
    name: 'Mrs. Julie Donovan MD',
    company: 'Garcia-Cameron and Sons',
    companyEmail: 'brandon07@pierce.test',
    address: '8534 Saunders Hill Apt. 583',
    country: 'Martinique',
    contact: '(970) 982-3353',
  },
  {
    name: 'Amanda Phillips',
    company: 'Silva-Reeves LLC',
    companyEmail: 'guerrerobrandon@hunter.test',
    address: '661 Perez Run Apt. 778',
    country: 'Burundi',
    contact: '(511) 938-9617',
  },
  {
    name: 'Christina Collier',
    company: 'Lewis, Moore and Lambert',
    companyEmail: 'williamshenry@moon-smith.test',
    address: '074 Long Union',
    country: 'Wallis and Futuna',
    contact: '(479) 232-9151',
  },
  {
    name: 'David Flores',
    company: 'Chavez Group',
    companyEmail: 'ivan11@hubbard.test',
    address: '8113 Jenkins Views',
    country: 'Hungary',
    contact: '(662) 428-5764',
  },
  {
    name: 'Valerie Perez',
    company: 'Mccall-Cole',
    companyEmail: 'valerie.perez@mccall.test',
    address: '93 Bond Crescent',
    country: 'Portugal',
    contact: '(910) 245-1012',
  },
  {
    name: 'Susan Dickerson',
    company: 'Nichols Inc',
    companyEmail: 'sdickerson@nichols.test',
    address: '2 Maple Court',
    country: 'Germany',
    contact: '(204) 774-2210',
  },
  {
    name: 'Kelly Smith',
    company: 'Bauer-Ross',
    companyEmail: 'kelly@bauer-ross.test',
    address: '880 Station Road',
    country: 'France',
    contact: '(313) 555-0188',
  },
  {
    name: 'Jamie Jones',
    company: 'Orion Studios',
    companyEmail: 'jamie@orion.test',
    address: '16 Harbour Street',
    country: 'Canada',
    contact: '(416) 555-0143',
  },
];

const SERVICES = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization',
  'Website Maintenance',
  'App Design',
];

const LINE_CATALOGUE: Array<[name: string, description: string, cost: number]> = [
  ['Premium Branding Package', 'Branding and promotion of the client’s products.', 32],
  ['Social Media', 'Social media templates.', 28],
  ['Web Design', 'Responsive pages for desktop and mobile.', 240],
  ['Hosting', 'A year of managed hosting with backups.', 120],
  ['Support', 'Support hours for the launch month.', 45],
  ['Mobile App', 'An app for iOS and Android from the same design.', 980],
  ['Logo Design', 'Three logo proposals and two rounds of changes.', 150],
  ['SEO Audit', 'A review of the site’s search ranking with a plan.', 210],
];

/** How many invoices of each status (37 in all), in the order they are dealt out. */
const STATUS_PLAN: Array<[InvoiceStatus, number]> = [
  ['Paid', 8],
  ['Downloaded', 6],
  ['Sent', 7],
  ['Draft', 5],
  ['Partial Payment', 6],
  ['Past Due', 5],
];

export function buildInvoices(now: Date): InvoiceRecord[] {
  const random = createRandom('invoice');
  // Pictures from their own stream, so a change of drawing never moves the figures.
  const pictures = createRandom('invoice-avatars');
  const today = startOfUtcDay(now);
  const statuses = STATUS_PLAN.flatMap(([status, count]) => Array.from({ length: count }, () => status));
  // Deal the statuses out so neighbouring ids differ, as a real ledger would.
  const order = statuses
    .map((status, index) => ({ status, key: (index * 17) % statuses.length }))
    .sort((a, b) => a.key - b.key);
  return order.map(({ status }, index) => {
    const id = FIRST_INVOICE_ID + index;
    const client = CLIENTS[index % CLIENTS.length];
    const lineCount = random.int(1, 3);
    const first = random.int(0, LINE_CATALOGUE.length - 1);
    const items: InvoiceLine[] = Array.from({ length: lineCount }, (_, k) => {
      const [name, description, cost] = LINE_CATALOGUE[(first + k) % LINE_CATALOGUE.length];
      return { name, description, cost, quantity: random.int(1, 6) };
    });
    const discountPercent = random.pick([0, 0, 5, 10]);
    const taxPercent = random.pick([0, 10, 21]);
    const money = invoiceTotals(items, discountPercent, taxPercent);
    // A past-due invoice was due before today; the others are due from a week ago to a month ahead.
    const issuedDaysAgo = status === 'Past Due' ? random.int(45, 90) : random.int(1, 40);
    const issued = addDays(today, -issuedDaysAgo);
    const due =
      status === 'Past Due' ? addDays(issued, random.int(10, issuedDaysAgo - 5)) : addDays(today, random.int(3, 30));
    const payments: InvoicePayment[] = [];
    if (status === 'Paid') {
      payments.push({
        id: 1,
        amount: money.total,
        date: isoDate(addDays(issued, 1)),
        method: random.pick(INVOICE_PAYMENT_METHODS),
        note: '',
      });
    } else if (status === 'Partial Payment') {
      const part = Math.round(money.total * random.int(20, 70)) / 100;
      payments.push({
        id: 1,
        amount: part,
        date: isoDate(addDays(issued, 1)),
        method: random.pick(INVOICE_PAYMENT_METHODS),
        note: '',
      });
    }
    const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
    return {
      id,
      issuedDate: isoDate(issued),
      dueDate: isoDate(due),
      client: { ...client },
      service: SERVICES[index % SERVICES.length],
      // Every third client has no picture: the list shows their initials.
      avatar: index % 3 === 2 ? '' : portraitAvatar(pictures),
      invoiceStatus: status,
      items,
      discountPercent,
      taxPercent,
      ...money,
      balanceDue: roundMoney(money.total - paid),
      note: 'It was a pleasure working with you. We hope you will keep us in mind for future projects. Thank you!',
      salesperson: 'Tommy Shelby',
      payments,
    };
  });
}
