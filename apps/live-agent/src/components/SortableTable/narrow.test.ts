// Search and filters of hand-ordered lists, applied in the browser.
import { isNarrowed, narrowRows, NO_FILTERS, offeredIn } from './narrow';

const rows = [
  { id: 1, text: 'Issue resolved', isActive: true, departmentIds: [] },
  { id: 2, text: 'Refund issued', isActive: true, departmentIds: [3] },
  { id: 3, text: 'Duplicate', isActive: false, departmentIds: [2, 4] },
];
const texts = (row: (typeof rows)[number]) => [row.text];
const ids = (filters: Parameters<typeof narrowRows>[1]) => narrowRows(rows, filters, texts).map((row) => row.id);

describe('narrowRows', () => {
  it('keeps every row, in order, without filters', () => {
    expect(ids(NO_FILTERS)).toEqual([1, 2, 3]);
    expect(isNarrowed(NO_FILTERS)).toBe(false);
  });

  it('searches any case and ignores surrounding blanks', () => {
    expect(ids({ ...NO_FILTERS, q: '  ISSUE ' })).toEqual([1, 2]);
    expect(isNarrowed({ ...NO_FILTERS, q: ' ' })).toBe(false);
  });

  it('filters by status', () => {
    expect(ids({ ...NO_FILTERS, active: 'inactive' })).toEqual([3]);
    expect(ids({ ...NO_FILTERS, active: 'active' })).toEqual([1, 2]);
  });

  it('counts rows offered in every department as offered in each', () => {
    expect(ids({ ...NO_FILTERS, departmentId: 3 })).toEqual([1, 2]);
    expect(ids({ ...NO_FILTERS, departmentId: 4 })).toEqual([1, 3]);
    expect(offeredIn([], 9)).toBe(true);
    expect(isNarrowed({ ...NO_FILTERS, departmentId: 4 })).toBe(true);
  });
});
