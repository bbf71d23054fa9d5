import { parseCsvRecords } from '@live-agent/ui-kit';
import type { ConversationTemplate } from '@live-agent/contracts';
import {
  csvFieldOf,
  mapImportRecords,
  sampleTemplatesCsv,
  templatesToCsv,
  type IssueMessage,
  type TemplateLookups,
} from './templateCsv';

const lookups: TemplateLookups = {
  departments: [
    { id: 1, name: 'Sales' },
    { id: 3, name: 'Billing' },
  ],
  categories: [
    { id: 2, name: 'Pricing', color: '#a29bf6', isActive: true },
    { id: 5, name: 'Refund', color: '#7ee2a8', isActive: true },
  ],
};

// The codes and values, so the tests read what the report would say without the translations.
const message: IssueMessage = (code, params) =>
  [code, params.value, params.row].filter((part) => part !== undefined).join(':');

const HEADER = 'title,shortcut,scope,department,category,body,isActive';
const map = (csv: string) => mapImportRecords(parseCsvRecords(csv), lookups, message);

describe('template CSV import mapping', () => {
  it('maps rows to payloads: scope defaults to global, names or ids, yes/no/1/0 flags', () => {
    const result = map(
      [
        HEADER,
        'Greeting,hello,,,,Hi {{customer.name}},',
        'Pricing,pricing,Department,sales,pricing,"Plans start at €29, billed yearly",no',
        'Refund,refund-ok,department,3,5,Refund approved,1',
        'Mine,/mine,private,Sales,,Cheers,YES',
      ].join('\n'),
    );
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      {
        title: 'Greeting',
        shortcut: 'hello',
        body: 'Hi {{customer.name}}',
        scope: 'global',
        departmentId: null,
        categoryId: null,
        isActive: true,
      },
      {
        title: 'Pricing',
        shortcut: 'pricing',
        body: 'Plans start at €29, billed yearly',
        scope: 'department',
        departmentId: 1,
        categoryId: 2,
        isActive: false,
      },
      {
        title: 'Refund',
        shortcut: 'refund-ok',
        body: 'Refund approved',
        scope: 'department',
        departmentId: 3,
        categoryId: 5,
        isActive: true,
      },
      // A department on a private template is ignored; a copied "/" is not part of the shortcut.
      {
        title: 'Mine',
        shortcut: 'mine',
        body: 'Cheers',
        scope: 'private',
        departmentId: null,
        categoryId: null,
        isActive: true,
      },
    ]);
  });

  it('reports every problem with its row (1-based over data rows) and column', () => {
    const result = map(
      [
        HEADER,
        ',ok-one,global,,,Body,true',
        'Two,Bad Shortcut,global,,,Body,true',
        'Three,ok-one,global,,,Body,true',
        'Four,four,team,,,Body,true',
        'Five,five,department,,,Body,true',
        'Six,six,department,Marketing,Nope,,maybe',
      ].join('\n'),
    );
    expect(result.errors).toEqual([
      { row: 1, field: 'title', message: 'required' },
      { row: 2, field: 'shortcut', message: 'shortcutFormat:Bad Shortcut' },
      { row: 3, field: 'shortcut', message: 'shortcutInFile:ok-one:1' },
      { row: 4, field: 'scope', message: 'scope:team' },
      { row: 5, field: 'department', message: 'departmentRequired' },
      { row: 6, field: 'department', message: 'unknownDepartment:Marketing' },
      { row: 6, field: 'category', message: 'unknownCategory:Nope' },
      { row: 6, field: 'body', message: 'required' },
      { row: 6, field: 'isActive', message: 'boolean:maybe' },
    ]);
  });

  it('refuses a file without rows or without the required columns', () => {
    expect(map(HEADER).errors).toEqual([{ row: 0, field: '', message: 'noRows' }]);
    expect(map('name,text\nA,B').errors).toEqual([
      { row: 0, field: 'title', message: 'missingColumn:title' },
      { row: 0, field: 'shortcut', message: 'missingColumn:shortcut' },
      { row: 0, field: 'body', message: 'missingColumn:body' },
    ]);
  });

  it('reads headers in any case and column order, with optional columns left out', () => {
    const result = map('Body,Shortcut,Title,Is Active\nHello,hi,Hi,false');
    expect(result.errors).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      title: 'Hi',
      shortcut: 'hi',
      body: 'Hello',
      scope: 'global',
      isActive: false,
    });
  });

  it('names server fields by their CSV columns', () => {
    expect(csvFieldOf('departmentId')).toBe('department');
    expect(csvFieldOf('categoryId')).toBe('category');
    expect(csvFieldOf('shortcut')).toBe('shortcut');
  });
});

describe('template CSV export', () => {
  const templates: ConversationTemplate[] = [
    {
      id: 9,
      title: 'Pricing',
      shortcut: 'pricing',
      body: 'Plans, "quoted"\nand more',
      scope: 'department',
      departmentId: 1,
      categoryId: 2,
      isActive: true,
      usageCount: 12,
    },
    {
      id: 10,
      title: 'Minus',
      shortcut: 'minus',
      body: '-5% for you, {{customer.name}}',
      scope: 'global',
      departmentId: null,
      categoryId: null,
      isActive: false,
      usageCount: 0,
    },
  ];

  it('writes the import columns with names, and reads back to the same payloads', () => {
    const csv = templatesToCsv(templates, lookups);
    expect(csv.split('\r\n')[0]).toBe(HEADER);
    expect(csv).toContain('Pricing,pricing,department,Sales,Pricing,"Plans, ""quoted""\nand more",true');
    const back = map(csv);
    expect(back.errors).toEqual([]);
    expect(back.rows).toEqual(templates.map(({ id: _id, usageCount: _usage, ...payload }) => payload));
  });

  it('offers a sample that imports cleanly', () => {
    const sample = map(sampleTemplatesCsv(lookups));
    expect(sample.errors).toEqual([]);
    expect(sample.rows).toHaveLength(2);
    expect(sample.rows[1]).toMatchObject({ scope: 'department', departmentId: 1 });
  });
});
