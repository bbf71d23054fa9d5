// The figures the add and edit forms show as the user types: the server's own rule (invoiceTotals and roundMoney of
// @live-agent/contracts, docs/demo-api.md, Invoices), so the preview matches what is saved. The server's figures win
// on save.
import { invoiceTotals, roundMoney } from '@live-agent/contracts';

export interface DraftLine {
  cost?: number | null;
  quantity?: number | null;
}

/** A field not filled in yet (or not a number) counts as 0. */
const number = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function draftTotals(
  items: readonly (DraftLine | undefined)[],
  discountPercent?: number | null,
  taxPercent?: number | null,
) {
  const lines = items.map((item) => ({ cost: number(item?.cost), quantity: number(item?.quantity) }));
  return invoiceTotals(lines, number(discountPercent), number(taxPercent));
}

export const lineAmount = (item: DraftLine | undefined) => roundMoney(number(item?.cost) * number(item?.quantity));
