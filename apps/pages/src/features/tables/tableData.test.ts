// The data behind the advanced examples, tested directly: the virtual table's 10,000 seeded rows and their sort,
// the grouping's subtotals, and column preferences read back from storage.
import { readColumnPrefs } from './advanced/columnPrefs';
import { groupRows, SALES, sum } from './advanced/grouping';
import { generateRows, sortRows, type VirtualRow, type VirtualSortKey } from './advanced/virtualRows';

describe('the virtual table’s rows', () => {
  const rows = generateRows(10_000);

  it('are 10,000, numbered in order, and the same for the same seed', () => {
    expect(rows).toHaveLength(10_000);
    expect(rows[0].order).toBe('ORD-00001');
    expect(rows[9_999].order).toBe('ORD-10000');
    expect(generateRows(10_000)).toEqual(rows);
    expect(generateRows(50, 7)).not.toEqual(rows.slice(0, 50));
  });

  const plainCompare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const byKey = (key: VirtualSortKey) => (a: VirtualRow, b: VirtualRow) =>
    key === 'amount' ? a.amount - b.amount : plainCompare(a[key], b[key]);

  it.each<VirtualSortKey>(['order', 'customer', 'country', 'amount', 'date'])(
    'sort by %s in both directions, equal rows keeping their order, without touching the rows',
    (key) => {
      const before = rows.slice();
      const ascending = sortRows(rows, key, 'ascend', plainCompare);
      const descending = sortRows(rows, key, 'descend', plainCompare);
      expect(ascending).toHaveLength(10_000);
      expect(rows).toEqual(before);
      // The same as a plain stable sort (Array#sort is stable), ties broken by the original order.
      expect(ascending).toEqual([...rows].sort(byKey(key)));
      expect(descending).toEqual([...rows].sort((a, b) => byKey(key)(b, a)));
    },
  );

  it('sorts names with the language’s collation it is given', () => {
    const few = generateRows(200);
    const collator = new Intl.Collator('de');
    const names = sortRows(few, 'customer', 'ascend', collator.compare).map((row) => row.customer);
    expect(names).toEqual([...names].sort(collator.compare));
  });
});

describe('grouping', () => {
  it.each(['region', 'channel'] as const)(
    'by %s: every row in one group, subtotals adding up to the total',
    (field) => {
      const groups = groupRows(SALES, field);
      expect(groups.flatMap((group) => group.children)).toHaveLength(SALES.length);
      for (const group of groups) {
        expect(group.children.every((row) => row[field] === group.group)).toBe(true);
        expect(group.count).toBe(group.children.length);
        expect(group.amount).toBe(sum(group.children.map((row) => row.amount)));
      }
      expect(sum(groups.map((group) => group.amount))).toBe(sum(SALES.map((row) => row.amount)));
    },
  );

  it('adds money in cents', () => {
    expect(sum([0.1, 0.2])).toBe(0.3);
  });
});

describe('column preferences', () => {
  afterEach(() => localStorage.clear());

  it('reads back widths and hidden columns, dropping unknown columns and clamping widths', () => {
    localStorage.setItem(
      'prefs',
      JSON.stringify({ widths: { name: 9999, city: 150, ghost: 100, age: 'wide' }, hidden: ['team', 'ghost'] }),
    );
    expect(readColumnPrefs('prefs', ['name', 'team', 'city', 'age'])).toEqual({
      widths: { name: 480, city: 150 },
      hidden: ['team'],
    });
  });

  it('falls back to the defaults when what is stored is unreadable', () => {
    localStorage.setItem('prefs', '{not json');
    expect(readColumnPrefs('prefs', ['name'])).toEqual({ widths: {}, hidden: [] });
  });
});
