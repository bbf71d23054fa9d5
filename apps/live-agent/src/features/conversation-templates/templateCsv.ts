// CSV in and out of the Conversation Templates screen. Export and import use the same columns with fixed,
// untranslated header names, so an exported file can be edited and imported again whatever the language
// of whoever made it. The import is checked here row by row before anything is sent: the server imports
// all rows or none, and a report of every problem at once beats fixing a file one error per upload.
import { toCsv, type CsvColumn } from '@live-agent/ui-kit';
import {
  TEMPLATE_SCOPES,
  type ConversationTemplate,
  type ConversationTemplateInput,
  type ImportRowError,
  type TemplateScope,
} from '@live-agent/contracts';
import {
  BODY_MAX,
  SHORTCUT_PATTERN,
  TITLE_MAX,
  type CategoryOption,
  type DepartmentOption,
} from './conversationTemplates.types';

export const CSV_COLUMNS = ['title', 'shortcut', 'scope', 'department', 'category', 'body', 'isActive'] as const;
export type CsvField = (typeof CSV_COLUMNS)[number];

export interface TemplateLookups {
  departments: readonly DepartmentOption[];
  categories: readonly CategoryOption[];
}

export function templateCsvColumns({ departments, categories }: TemplateLookups): CsvColumn<ConversationTemplate>[] {
  const departmentName = (id: number | null) =>
    departments.find((item) => item.id === id)?.name ?? (id === null ? '' : String(id));
  const categoryName = (id: number | null) =>
    categories.find((item) => item.id === id)?.name ?? (id === null ? '' : String(id));
  return [
    { header: 'title', value: (row) => row.title },
    { header: 'shortcut', value: (row) => row.shortcut },
    { header: 'scope', value: (row) => row.scope },
    { header: 'department', value: (row) => (row.scope === 'department' ? departmentName(row.departmentId) : '') },
    { header: 'category', value: (row) => categoryName(row.categoryId) },
    { header: 'body', value: (row) => row.body },
    { header: 'isActive', value: (row) => (row.isActive ? 'true' : 'false') },
  ];
}

export function templatesToCsv(rows: readonly ConversationTemplate[], lookups: TemplateLookups): string {
  return toCsv(templateCsvColumns(lookups), rows);
}

/** A small file showing every column, made from the lookups so its names import as they are. */
export function sampleTemplatesCsv(lookups: TemplateLookups): string {
  const department = lookups.departments[0];
  const category = lookups.categories.find((item) => item.isActive) ?? lookups.categories[0];
  const sample: ConversationTemplate[] = [
    {
      id: 1,
      title: 'Greeting',
      shortcut: 'hello',
      scope: 'global',
      departmentId: null,
      categoryId: category?.id ?? null,
      body: 'Hi {{customer.name}}, this is {{agent.name}} from {{organization.name}}. How can I help you today?',
      isActive: true,
      usageCount: 0,
    },
    {
      id: 2,
      title: 'Confirmation e-mail sent',
      shortcut: 'email-sent',
      scope: department ? 'department' : 'global',
      departmentId: department?.id ?? null,
      categoryId: null,
      body: 'We have sent the confirmation to {{customer.email}}. Please also check your spam folder.',
      isActive: true,
      usageCount: 0,
    },
  ];
  return templatesToCsv(sample, lookups);
}

export type ImportIssueCode =
  | 'noRows'
  | 'missingColumn'
  | 'required'
  | 'tooLong'
  | 'shortcutFormat'
  | 'shortcutInFile'
  | 'scope'
  | 'departmentRequired'
  | 'unknownDepartment'
  | 'unknownCategory'
  | 'boolean';

/** Turns an issue into the report's text; the component passes a translating one. */
export type IssueMessage = (code: ImportIssueCode, params: { value?: string; row?: number; max?: number }) => string;

export interface MappedImport {
  rows: ConversationTemplateInput[];
  errors: ImportRowError[];
}

const HEADER_ALIASES: Record<string, CsvField> = {
  title: 'title',
  shortcut: 'shortcut',
  scope: 'scope',
  department: 'department',
  departmentid: 'department',
  category: 'category',
  categoryid: 'category',
  body: 'body',
  isactive: 'isActive',
  active: 'isActive',
};

const normalizeHeader = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');

const TRUE_WORDS = ['true', '1', 'yes', 'y'];
const FALSE_WORDS = ['false', '0', 'no', 'n'];

/** Export defuses formula-like cells with a leading apostrophe (see ui-kit csv.ts); importing takes it off again. */
const undefuse = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

function findByNameOrId<T extends { id: number; name: string }>(items: readonly T[], value: string): T | undefined {
  const wanted = value.trim().toLowerCase();
  return (
    items.find((item) => item.name.trim().toLowerCase() === wanted) ??
    (/^\d+$/.test(wanted) ? items.find((item) => item.id === Number(wanted)) : undefined)
  );
}

/**
 * CSV records (from parseCsvRecords) → template payloads, with every problem found on the client.
 * Row numbers are 1-based over the data rows, as the server's rowErrors count them.
 */
export function mapImportRecords(
  records: readonly Record<string, string>[],
  lookups: TemplateLookups,
  message: IssueMessage,
): MappedImport {
  const errors: ImportRowError[] = [];
  if (records.length === 0) return { rows: [], errors: [{ row: 0, field: '', message: message('noRows', {}) }] };

  // Which CSV header feeds each field (case, spaces and underscores do not matter).
  const headerOf: Partial<Record<CsvField, string>> = {};
  for (const header of Object.keys(records[0])) {
    const field = HEADER_ALIASES[normalizeHeader(header)];
    if (field && !headerOf[field]) headerOf[field] = header;
  }
  const missing = (['title', 'shortcut', 'body'] as const).filter((field) => !headerOf[field]);
  if (missing.length) {
    return {
      rows: [],
      errors: missing.map((field) => ({ row: 0, field, message: message('missingColumn', { value: field }) })),
    };
  }

  const firstRowOfShortcut = new Map<string, number>();
  const rows = records.map((record, index): ConversationTemplateInput => {
    const row = index + 1;
    const read = (field: CsvField) => {
      const header = headerOf[field];
      return header === undefined ? '' : undefuse((record[header] ?? '').trim());
    };
    const fail = (
      field: CsvField,
      code: ImportIssueCode,
      params: { value?: string; row?: number; max?: number } = {},
    ) => errors.push({ row, field, message: message(code, params) });

    const title = read('title');
    if (!title) fail('title', 'required');
    else if (title.length > TITLE_MAX) fail('title', 'tooLong', { max: TITLE_MAX });

    // The screen shows shortcuts as "/hello"; a copied slash is not part of the shortcut.
    const shortcut = read('shortcut').replace(/^\//, '');
    if (!shortcut) fail('shortcut', 'required');
    else if (!SHORTCUT_PATTERN.test(shortcut)) fail('shortcut', 'shortcutFormat', { value: shortcut });
    else if (firstRowOfShortcut.has(shortcut))
      fail('shortcut', 'shortcutInFile', { value: shortcut, row: firstRowOfShortcut.get(shortcut) });
    else firstRowOfShortcut.set(shortcut, row);

    const scopeText = read('scope').toLowerCase();
    let scope: TemplateScope = 'global';
    if (scopeText) {
      if ((TEMPLATE_SCOPES as readonly string[]).includes(scopeText)) scope = scopeText as TemplateScope;
      else fail('scope', 'scope', { value: read('scope') });
    }

    const departmentText = read('department');
    let departmentId: number | null = null;
    if (scope === 'department') {
      if (!departmentText) fail('department', 'departmentRequired');
      else {
        const department = findByNameOrId(lookups.departments, departmentText);
        if (department) departmentId = department.id;
        else fail('department', 'unknownDepartment', { value: departmentText });
      }
    }

    const categoryText = read('category');
    let categoryId: number | null = null;
    if (categoryText) {
      const category = findByNameOrId(lookups.categories, categoryText);
      if (category) categoryId = category.id;
      else fail('category', 'unknownCategory', { value: categoryText });
    }

    const body = read('body');
    if (!body) fail('body', 'required');
    else if (body.length > BODY_MAX) fail('body', 'tooLong', { max: BODY_MAX });

    const activeText = read('isActive').toLowerCase();
    let isActive = true;
    if (activeText) {
      if (TRUE_WORDS.includes(activeText)) isActive = true;
      else if (FALSE_WORDS.includes(activeText)) isActive = false;
      else fail('isActive', 'boolean', { value: read('isActive') });
    }

    return { title, shortcut, body, scope, departmentId, categoryId, isActive };
  });

  return { rows, errors };
}

/** The server names reference fields by id; the report uses the CSV's column names. */
export function csvFieldOf(serverField: string): string {
  if (serverField === 'departmentId') return 'department';
  if (serverField === 'categoryId') return 'category';
  return serverField;
}

/** A refused import's 422 body (`errors.rows` holds the summary; `message` is generic). */
export interface ImportRefusal {
  message?: string;
  errors?: Record<string, string[]>;
  rowErrors?: Array<{ row: number; field: string; message: string }>;
}

/** A 422 body of the import as report rows; field errors without a row (e.g. "no rows") become row 0. */
export function rowErrorsOf(body: ImportRefusal | undefined): ImportRowError[] {
  const rows = (body?.rowErrors ?? []).map((item) => ({
    row: item.row,
    field: csvFieldOf(item.field),
    message: item.message,
  }));
  if (rows.length) return rows;
  return Object.entries(body?.errors ?? {}).flatMap(([field, messages]) =>
    (messages ?? []).map((message) => ({ row: 0, field: field === 'rows' ? '' : csvFieldOf(field), message })),
  );
}
