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

type FigureSchema = Parameters<typeof checkAgainst>[0];

// What each schema made of each figure: the totals read every line again on each key and each added line, and the
// figures of fifty lines rarely change between two of them (a refused one costs the schema an error to build).
const readings = new Map<FigureSchema, Map<Figure, number>>();
const READINGS_KEPT = 500;

/** A figure as the server reads it; one it would refuse, or none yet, is 0. */
function read(schema: FigureSchema, value: Figure): number {
  let known = readings.get(schema);
  if (!known) readings.set(schema, (known = new Map()));
  const remembered = known.get(value);
  if (remembered !== undefined) return remembered;
  const checked = checkAgainst(schema, value);
  const figure = checked.ok && typeof checked.value === 'number' ? checked.value : 0;
  if (known.size >= READINGS_KEPT) known.clear();
  known.set(value, figure);
  return figure;
}

export const costOf = (value: Figure) => read(LINE.cost, value);
export const quantityOf = (value: Figure) => read(LINE.quantity, value);
export const percentOf = (value: Figure) => read(FIELDS.discountPercent, value);

export function draftTotals(items: readonly (DraftLine | undefined)[], discountPercent?: Figure, taxPercent?: Figure) {
  const lines = items.map((item) => ({ cost: costOf(item?.cost), quantity: quantityOf(item?.quantity) }));
  return invoiceTotals(lines, percentOf(discountPercent), percentOf(taxPercent));
}

export const lineAmount = (item: DraftLine | undefined) => roundMoney(costOf(item?.cost) * quantityOf(item?.quantity));
