// The live-agent rules beyond the kit's Check (kit/validation.ts): e-mails unique across admins and
// agents, days of the week, opening intervals and special days of working times and shifts.
import { asObject } from '../../kit/request';
import { Check, isBlank, isIsoDate, isTime, toInteger, toMinutes } from '../../kit/validation';
import type { LiveAgentMessages } from './messages';
import type { LiveAgentStore } from './store';
import {
  LIVE_AGENT_COLLECTIONS,
  type Admin,
  type Agent,
  type LiveAgentCollection,
  type TimeRange,
  type WorkingTimeException,
  type WorkingTimeInterval,
} from './types';

export class LiveAgentCheck extends Check<LiveAgentMessages, LiveAgentStore> {
  /** A required, well-formed e-mail that no other admin or agent uses (case-insensitive). */
  uniqueEmail(field: string, value: unknown, self: { collection: LiveAgentCollection; id: number | null }): string {
    const email = this.email(field, value);
    if (!email || this.has(field)) return email;
    const wanted = email.toLowerCase();
    const taken = (collection: LiveAgentCollection) =>
      this.store
        .all<Admin | Agent>(collection)
        .some(
          (record) =>
            record.email.toLowerCase() === wanted && !(collection === self.collection && record.id === self.id),
        );
    if (taken(LIVE_AGENT_COLLECTIONS.admins) || taken(LIVE_AGENT_COLLECTIONS.agents))
      this.add(field, this.m.emailTaken);
    return email;
  }

  /**
   * A required name (≤ `max`) that no other record of the collection uses, compared trimmed and
   * case-insensitively: "Billing" and "billing " are the same name to the people picking from a list.
   */
  uniqueName(
    field: string,
    value: unknown,
    max: number,
    self: { collection: LiveAgentCollection; id: number | null; key?: string; lengthMessage?: string; min?: number },
  ): string {
    const name = this.text(field, value, { required: true, max, min: self.min, lengthMessage: self.lengthMessage });
    if (!name || this.has(field)) return name;
    const key = self.key ?? field;
    const wanted = name.toLowerCase();
    const taken = this.store.all<Record<string, unknown> & { id: number }>(self.collection).some(
      (record) =>
        String(record[key] ?? '')
          .trim()
          .toLowerCase() === wanted && record.id !== self.id,
    );
    if (taken) this.add(field, this.m.nameTaken);
    return name;
  }

  /** Days of the week: non-empty, each 0 (Sunday) to 6; sorted, without duplicates. */
  days(field: string, value: unknown): number[] {
    if (!Array.isArray(value) || value.length === 0) {
      this.add(field, this.m.days);
      return [];
    }
    const days = value.map(toInteger);
    if (days.some((day) => day === undefined || day < 0 || day > 6)) {
      this.add(field, this.m.dayRange);
      return [];
    }
    return [...new Set(days as number[])].sort((a, b) => a - b);
  }

  /**
   * Opening intervals, every error reported on `field`: times 'HH:mm', open before close, no overlap
   * within a day; with `withDay`, each interval names its day 0–6. Sorted by day and opening time.
   */
  intervals(field: string, value: unknown, withDay: true): WorkingTimeInterval[];
  intervals(field: string, value: unknown, withDay: false): TimeRange[];
  intervals(field: string, value: unknown, withDay: boolean): Array<TimeRange & { day?: number }> {
    if (isBlank(value)) return [];
    if (!Array.isArray(value)) {
      this.add(field, this.m.time);
      return [];
    }
    const list: Array<TimeRange & { day?: number }> = [];
    for (const raw of value) {
      const item = asObject(raw);
      const day = withDay ? toInteger(item.day) : 0;
      if (day === undefined || day < 0 || day > 6) {
        this.add(field, this.m.dayRange);
        continue;
      }
      if (!isTime(item.open) || !isTime(item.close)) {
        this.add(field, this.m.time);
        continue;
      }
      if (toMinutes(item.open) >= toMinutes(item.close)) {
        this.add(field, this.m.openBeforeClose);
        continue;
      }
      list.push(withDay ? { day, open: item.open, close: item.close } : { open: item.open, close: item.close });
    }
    list.sort((a, b) => (a.day ?? 0) - (b.day ?? 0) || toMinutes(a.open) - toMinutes(b.open));
    for (let index = 1; index < list.length; index += 1) {
      const previous = list[index - 1];
      const current = list[index];
      if ((previous.day ?? 0) === (current.day ?? 0) && toMinutes(current.open) < toMinutes(previous.close)) {
        this.add(field, this.m.overlap);
      }
    }
    return list;
  }

  /**
   * Special days: a real 'YYYY-MM-DD' date, each date once, either closed or with special-hours
   * intervals that follow the weekly rules. Every error is reported on `field`. Sorted by date.
   */
  exceptions(field: string, value: unknown): WorkingTimeException[] {
    if (isBlank(value)) return [];
    if (!Array.isArray(value)) {
      this.add(field, this.m.date);
      return [];
    }
    const seen = new Set<string>();
    const list: WorkingTimeException[] = [];
    for (const raw of value) {
      const item = asObject(raw);
      if (!isIsoDate(item.date)) {
        this.add(field, this.m.date);
        continue;
      }
      if (seen.has(item.date)) this.add(field, this.m.duplicateDate);
      seen.add(item.date);
      const intervals = this.intervals(field, item.intervals, false);
      const closed = this.bool(field, item.closed, intervals.length === 0);
      // Special hours that were given but broken are already reported; only a missing list is news.
      const given = Array.isArray(item.intervals) && item.intervals.length > 0;
      if (!closed && intervals.length === 0 && !given) this.add(field, this.m.specialHours);
      const label = this.text(field, item.label, { max: 80 });
      list.push({ date: item.date, closed, intervals: closed ? [] : intervals, label });
    }
    return list.sort((a, b) => a.date.localeCompare(b.date));
  }
}
