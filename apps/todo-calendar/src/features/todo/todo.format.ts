// Presentation rules shared by the list and the drawer: tag colours and due dates in the user's language.
import type { TaskTag } from '@live-agent/contracts';

export const TAG_COLORS: Record<TaskTag, string> = {
  update: 'blue',
  team: 'purple',
  high: 'red',
  medium: 'orange',
  low: 'green',
};

/** 'YYYY-MM-DD' read as a local calendar day (not UTC midnight, which is the day before west of Greenwich). */
export function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** True when the due day is before `today` (a task due today is not overdue). */
export function isOverdue(day: string, today: Date = new Date()): boolean {
  const date = parseDay(day);
  if (!date) return false;
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return date < startOfToday;
}
