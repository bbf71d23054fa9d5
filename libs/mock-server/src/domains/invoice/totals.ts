// An invoice's figures from its lines (docs/demo-api.md, Invoices): the server is the one that computes them,
// so a total is never taken from the client. Cents are rounded at each step, as an accountant would.
import type { InvoiceLine } from '@live-agent/contracts';

export const cents = (value: number) => Math.round(value * 100) / 100;

export function priced(items: InvoiceLine[], discountPercent: number, taxPercent: number) {
  const subtotal = cents(items.reduce((sum, item) => sum + item.cost * item.quantity, 0));
  const discount = cents((subtotal * discountPercent) / 100);
  const tax = cents(((subtotal - discount) * taxPercent) / 100);
  return { subtotal, discount, tax, total: cents(subtotal - discount + tax) };
}
