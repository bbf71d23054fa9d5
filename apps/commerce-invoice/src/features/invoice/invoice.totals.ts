// The figures the add and edit forms show as the user types: the same rules the server applies
// (docs/demo-api.md, Invoices), so the preview matches what is saved. The server's figures win on save.

export interface DraftLine {
  cost?: number | null;
  quantity?: number | null;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const number = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function draftTotals(
  items: readonly (DraftLine | undefined)[],
  discountPercent?: number | null,
  taxPercent?: number | null,
) {
  const subtotal = cents(items.reduce((sum, item) => sum + number(item?.cost) * number(item?.quantity), 0));
  const discount = cents((subtotal * number(discountPercent)) / 100);
  const tax = cents(((subtotal - discount) * number(taxPercent)) / 100);
  return { subtotal, discount, tax, total: cents(subtotal - discount + tax) };
}

export const lineAmount = (item: DraftLine | undefined) => cents(number(item?.cost) * number(item?.quantity));
