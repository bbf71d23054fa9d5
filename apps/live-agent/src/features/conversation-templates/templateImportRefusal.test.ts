// A refused import's 422 body as the report's lines.
import { rowErrorsOf } from './templateCsv';

describe('rowErrorsOf', () => {
  it('keeps the server’s row errors with CSV column names', () => {
    expect(
      rowErrorsOf({
        message: 'The given data was invalid.',
        errors: { rows: ['1 row has errors. Nothing was imported.'] },
        rowErrors: [
          { row: 2, field: 'shortcut', message: 'This shortcut is already in use.' },
          { row: 2, field: 'departmentId', message: 'This field is required.' },
        ],
      }),
    ).toEqual([
      { row: 2, field: 'shortcut', message: 'This shortcut is already in use.' },
      { row: 2, field: 'department', message: 'This field is required.' },
    ]);
  });

  it('turns field errors without rows into file-level report lines', () => {
    expect(rowErrorsOf({ errors: { rows: ['The file contains no rows.'] } })).toEqual([
      { row: 0, field: '', message: 'The file contains no rows.' },
    ]);
    expect(rowErrorsOf(undefined)).toEqual([]);
  });
});
