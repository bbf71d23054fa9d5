import { parseCsv, parseCsvRecords, toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { header: 'Name', value: (row: { name: string; n: number | null }) => row.name },
    { header: 'Count', value: (row: { name: string; n: number | null }) => row.n },
  ];

  it('writes a header and one CRLF line per row, quoting commas, quotes and line breaks', () => {
    const text = toCsv(columns, [
      { name: 'Plain', n: 1 },
      { name: 'With, comma', n: null },
      { name: 'Say "hi"\nthere', n: 3 },
    ]);
    expect(text).toBe('Name,Count\r\nPlain,1\r\n"With, comma",\r\n"Say ""hi""\nthere",3\r\n');
  });

  it('defuses spreadsheet formulas in text cells', () => {
    expect(toCsv(columns, [{ name: '=HYPERLINK("x")', n: -2 }])).toBe('Name,Count\r\n"\'=HYPERLINK(""x"")",-2\r\n');
  });

  it('round-trips through parseCsv', () => {
    const rows = [
      { name: 'a,b', n: 1 },
      { name: 'line\r\nbreak "q"', n: 2 },
    ];
    expect(parseCsv(toCsv(columns, rows))).toEqual([
      ['Name', 'Count'],
      ['a,b', '1'],
      ['line\r\nbreak "q"', '2'],
    ]);
  });
});

describe('parseCsv', () => {
  it('reads LF files, a byte-order mark, empty cells and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,b,c\n1,,3\n\n4,5,6')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['4', '5', '6'],
    ]);
  });

  it('maps rows to objects by trimmed header names; missing cells are empty', () => {
    expect(parseCsvRecords(' title , shortcut\nHello , hi\nOnly title')).toEqual([
      { title: 'Hello', shortcut: 'hi' },
      { title: 'Only title', shortcut: '' },
    ]);
  });

  it('gives no records for an empty file', () => {
    expect(parseCsvRecords('')).toEqual([]);
  });
});
