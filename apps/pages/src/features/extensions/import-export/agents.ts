// The rows of the import/export demo and how an imported row is checked: every column present, a name, a valid
// e-mail address, a known department and a whole number of chats. Invalid rows are reported with their line in
// the file; valid ones are added.
import { isEmail } from '@live-agent/ui-kit';

export const DEPARTMENTS = ['sales', 'support', 'billing'] as const;
export type Department = (typeof DEPARTMENTS)[number];
export const COLUMNS = ['name', 'email', 'department', 'chats'] as const;

export interface Agent {
  id: number;
  name: string;
  email: string;
  department: Department;
  chats: number;
}

export const START_AGENTS: Agent[] = [
  { id: 1, name: 'Amelia Hart', email: 'amelia.hart@example.com', department: 'support', chats: 128 },
  { id: 2, name: 'Jonas Weber', email: 'jonas.weber@example.com', department: 'sales', chats: 64 },
  { id: 3, name: 'Chloé Martin', email: 'chloe.martin@example.com', department: 'billing', chats: 37 },
  { id: 4, name: 'João Silva', email: 'joao.silva@example.com', department: 'support', chats: 92 },
];

export type RowProblem = 'name' | 'email' | 'department' | 'chats';
export interface ImportResult {
  valid: Omit<Agent, 'id'>[];
  /** Line in the file (the header is line 1) and what is wrong with it. */
  problems: { line: number; problem: RowProblem; value: string }[];
}

/** Checks records keyed by column name; null when the header lacks a column (the file is not one of ours). */
export function checkRecords(header: string[], records: Record<string, string>[]): ImportResult | null {
  if (COLUMNS.some((column) => !header.includes(column))) return null;
  const result: ImportResult = { valid: [], problems: [] };
  records.forEach((record, index) => {
    const line = index + 2;
    const name = (record.name ?? '').trim();
    const email = (record.email ?? '').trim();
    const department = (record.department ?? '').trim().toLowerCase();
    const chats = (record.chats ?? '').trim();
    const problem: [RowProblem, string] | null =
      !name || name.length > 60
        ? ['name', name]
        : !isEmail(email)
          ? ['email', email]
          : !(DEPARTMENTS as readonly string[]).includes(department)
            ? ['department', department]
            : !/^\d{1,5}$/.test(chats)
              ? ['chats', chats]
              : null;
    if (problem) result.problems.push({ line, problem: problem[0], value: problem[1] });
    else result.valid.push({ name, email, department: department as Department, chats: Number(chats) });
  });
  return result;
}
