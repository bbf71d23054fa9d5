// The figures the add and edit forms show as the user types: the server's own rule (invoiceTotals and roundMoney of
// @live-agent/contracts, docs/demo-api.md, Invoices), so the preview matches what is saved. The fields hold what was
// typed (ui-kit's NumberField), read here by the very schemas the server reads them with: what is totalled is what
// would be saved, and a figure the server would refuse (the field says why) counts for nothing. The server's figures
// win on save.
import { checkAgainst, invoiceFieldsSchema, invoiceLineSchema, invoiceTotals, roundMoney } from '@live-agent/contracts';

type Figure = number | string | null | undefined;

export interface DraftLine {
  cost?: Figure;
  quantity?: Figure;
}

const LINE = invoiceLineSchema.shape;
const FIELDS = invoiceFieldsSchema.shape;

/** A figure as the server reads it; one it would refuse, or none yet, is 0. */
function read(schema: Parameters<typeof checkAgainst>[0], value: Figure): number {
  const checked = checkAgainst(schema, value);
  return checked.ok && typeof checked.value === 'number' ? checked.value : 0;
}

export const costOf = (value: Figure) => read(LINE.cost, value);
export const quantityOf = (value: Figure) => read(LINE.quantity, value);
export const percentOf = (value: Figure) => read(FIELDS.discountPercent, value);

export function draftTotals(items: readonly (DraftLine | undefined)[], discountPercent?: Figure, taxPercent?: Figure) {
  const lines = items.map((item) => ({ cost: costOf(item?.cost), quantity: quantityOf(item?.quantity) }));
  return invoiceTotals(lines, percentOf(discountPercent), percentOf(taxPercent));
}

export const lineAmount = (item: DraftLine | undefined) => roundMoney(costOf(item?.cost) * quantityOf(item?.quantity));
