import { applySort, reportCsvFilename, round1, sortRows } from './reportTable';

interface Row {
  name: string;
  csat: number | null;
}

const rows: Row[] = [
  { name: 'Émile', csat: 80 },
  { name: 'anna', csat: null },
  { name: 'Bruno', csat: 95.5 },
  { name: 'Chloé', csat: 80 },
  { name: 'Dora', csat: null },
];
const names = (list: Row[]) => list.map((row) => row.name);

describe('sortRows', () => {
  it('sorts numbers both ways with missing figures last either way, ties in their order', () => {
    expect(names(sortRows(rows, (row) => row.csat, 'descend'))).toEqual(['Bruno', 'Émile', 'Chloé', 'anna', 'Dora']);
    expect(names(sortRows(rows, (row) => row.csat, 'ascend'))).toEqual(['Émile', 'Chloé', 'Bruno', 'anna', 'Dora']);
  });

  it('sorts text with the language’s collation (case and accents do not push names to the end)', () => {
    expect(names(sortRows(rows, (row) => row.name, 'ascend'))).toEqual(['anna', 'Bruno', 'Chloé', 'Dora', 'Émile']);
    expect(names(sortRows(rows, (row) => row.name, 'descend'))).toEqual(['Émile', 'Dora', 'Chloé', 'Bruno', 'anna']);
  });

  it('treats NaN and undefined as missing and leaves the input alone', () => {
    const odd = [{ v: Number.NaN }, { v: 2 }, { v: undefined }, { v: 1 }];
    expect(sortRows(odd, (row) => row.v, 'ascend').map((row) => row.v)).toEqual([1, 2, Number.NaN, undefined]);
    expect(odd.map((row) => row.v)).toEqual([Number.NaN, 2, undefined, 1]);
  });
});

describe('applySort', () => {
  const accessors = { csat: (row: Row) => row.csat, name: (row: Row) => row.name };

  it('breaks ties by the name so equal figures read alphabetically', () => {
    expect(names(applySort(rows, { key: 'csat', order: 'descend' }, accessors, 'en', accessors.name))).toEqual([
      'Bruno',
      'Chloé',
      'Émile',
      'anna',
      'Dora',
    ]);
  });

  it('without a sort (or with an unknown column) keeps the tie-break order', () => {
    expect(names(applySort(rows, null, accessors, 'en', accessors.name))).toEqual([
      'anna',
      'Bruno',
      'Chloé',
      'Dora',
      'Émile',
    ]);
    expect(names(applySort(rows, { key: 'nope', order: 'ascend' }, accessors, 'en'))).toEqual(names(rows));
  });
});

describe('export helpers', () => {
  it('rounds seconds and percentages to one decimal and leaves missing figures empty', () => {
    expect(round1(250.20088626292466)).toBe(250.2);
    expect(round1(73.75)).toBe(73.8);
    expect(round1(40)).toBe(40);
    expect(round1(null)).toBeNull();
    expect(round1(undefined)).toBeNull();
    expect(round1(Number.NaN)).toBeNull();
  });

  it('names the file after the report and its days', () => {
    expect(reportCsvFilename('agent-performance', { from: '2026-11-16', to: '2026-11-22' })).toBe(
      'agent-performance_2026-11-16_2026-11-22.csv',
    );
  });
});
