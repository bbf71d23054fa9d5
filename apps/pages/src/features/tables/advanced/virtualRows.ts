// The 10,000 rows of the virtual table, made on the page from a seed (the same rows on every visit, no network),
// and their sort. A sort compares precomputed numbers only: each text column is ranked once over its few distinct
// values, so sorting 10,000 rows is a numeric sort (a few milliseconds), never 130,000 string comparisons.

export interface VirtualRow {
  id: number;
  order: string;
  customer: string;
  /** ISO 3166 code; the page writes its name in the reader's language (Intl.DisplayNames). */
  country: string;
  amount: number;
  /** Day of the order, ISO (yyyy-mm-dd): sorts as text in date order. */
  date: string;
}

export type VirtualSortKey = 'order' | 'customer' | 'country' | 'amount' | 'date';
export type SortDirection = 'ascend' | 'descend';

const FIRST = ['Ana', 'Jonas', 'Chloé', 'Tomás', 'Lena', 'Hugo', 'Marta', 'Paul', 'Inès', 'Rui', 'Sofia', 'Louis'];
const LAST = ['Ribeiro', 'Weber', 'Martin', 'Silva', 'Fischer', 'Bernard', 'Costa', 'Schneider', 'Dubois', 'Almeida'];
const COUNTRIES = ['PT', 'DE', 'FR', 'ES', 'IT', 'AT', 'BE', 'CH'];

/** A small, fast, seeded pseudo-random generator (mulberry32): the same seed gives the same rows. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateRows(count: number, seed = 42): VirtualRow[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    order: `ORD-${String(index + 1).padStart(5, '0')}`,
    customer: `${pick(FIRST)} ${pick(LAST)}`,
    country: pick(COUNTRIES),
    amount: Math.round(random() * 500_000) / 100,
    date: new Date(start + Math.floor(random() * 365) * 86_400_000).toISOString().slice(0, 10),
  }));
}

/** Each distinct text of a column mapped to its place in `compare`'s order. */
function ranks(values: readonly string[], compare: (a: string, b: string) => number): Map<string, number> {
  const distinct = [...new Set(values)].sort(compare);
  return new Map(distinct.map((value, rank) => [value, rank]));
}

/**
 * The rows sorted by `key`, stable (equal rows keep their order), without touching `rows`. Names and countries
 * compare with `compare` (the page's collation, over what the page shows: a country's name, not its code).
 */
export function sortRows(
  rows: readonly VirtualRow[],
  key: VirtualSortKey,
  direction: SortDirection,
  compare: (a: string, b: string) => number = (a, b) => a.localeCompare(b),
): VirtualRow[] {
  let keys: Float64Array;
  if (key === 'amount') keys = Float64Array.from(rows, (row) => row.amount);
  else {
    const rank = ranks(
      rows.map((row) => row[key]),
      // Order numbers and ISO days sort as plain text; names and countries in the reader's language.
      key === 'order' || key === 'date' ? (a, b) => (a < b ? -1 : a > b ? 1 : 0) : compare,
    );
    keys = Float64Array.from(rows, (row) => rank.get(row[key])!);
  }
  const sign = direction === 'ascend' ? 1 : -1;
  const order = Array.from(rows, (_row, index) => index);
  order.sort((a, b) => sign * (keys[a] - keys[b]) || a - b);
  return order.map((index) => rows[index]);
}
