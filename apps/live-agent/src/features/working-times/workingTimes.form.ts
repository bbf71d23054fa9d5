// Between a stored working time and the editor's form model (pure). The form keeps a closed day's ranges so
// switching the day back on restores them; only open days' ranges and a special day's hours when it is not
// closed reach the server, sorted as the server stores them.
import type { TimeRange, WorkingTime, WorkingTimeInterval, WorkingTimeScope } from '@live-agent/contracts';
import { rangesByDay, sortIntervals, sortRanges, WEEKDAYS } from './workingTimes.rules';
import type { DayModel, DraftRange, ExceptionModel, WorkingTimeFormValues } from './workingTimes.types';

export const DEFAULT_RANGE: TimeRange = { open: '09:00', close: '17:00' };

export function weekFromIntervals(intervals: readonly WorkingTimeInterval[]): DayModel[] {
  return rangesByDay(intervals).map((ranges) => ({
    open: ranges.length > 0,
    intervals: ranges.map((range) => ({ ...range })),
  }));
}

const complete = (range: DraftRange | null | undefined): range is TimeRange => !!range?.open && !!range?.close;

export function intervalsFromWeek(week: readonly DayModel[]): WorkingTimeInterval[] {
  const intervals: WorkingTimeInterval[] = [];
  week.forEach((day, index) => {
    if (!day?.open) return;
    for (const range of day.intervals ?? []) {
      if (complete(range)) intervals.push({ day: index, open: range.open, close: range.close });
    }
  });
  return sortIntervals(intervals);
}

/** The week with Monday to Friday set to `fromDay`'s hours (open state and ranges). */
export function copyDayToWeekdays(week: readonly DayModel[], fromDay: number): DayModel[] {
  const source = week[fromDay];
  return week.map((day, index) =>
    (WEEKDAYS as readonly number[]).includes(index) && index !== fromDay
      ? { open: source.open, intervals: source.intervals.map((range) => ({ ...range })) }
      : day,
  );
}

/** A new department's week: Monday to Friday, 09:00–17:00. */
export function defaultWeek(): DayModel[] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    open: (WEEKDAYS as readonly number[]).includes(day),
    intervals: [{ ...DEFAULT_RANGE }],
  }));
}

export function newException(): ExceptionModel {
  return { date: null, closed: true, intervals: [{ open: '09:00', close: '13:00' }], label: '' };
}

export function toFormValues(record: WorkingTime | null, defaults: { timezone: string }): WorkingTimeFormValues {
  if (!record) {
    return {
      name: '',
      departmentId: null,
      timezone: defaults.timezone,
      isEnabled: true,
      week: defaultWeek(),
      exceptions: [],
      outOfOfficeMessage: '',
    };
  }
  return {
    name: record.name,
    departmentId: record.departmentId,
    timezone: record.timezone,
    isEnabled: record.isEnabled,
    week: weekFromIntervals(record.intervals),
    exceptions: record.exceptions.map((exception) => ({
      date: exception.date,
      closed: exception.closed,
      // A closed day offers sensible hours if the user switches it to special hours.
      intervals: exception.intervals?.length
        ? exception.intervals.map((range) => ({ ...range }))
        : [{ open: '09:00', close: '13:00' }],
      label: exception.label ?? '',
    })),
    outOfOfficeMessage: record.outOfOfficeMessage ?? '',
  };
}

/** The POST/PUT body (every writable field: the server's PUT replaces the record). */
export function toRequest(values: WorkingTimeFormValues, scope: WorkingTimeScope): Omit<WorkingTime, 'id'> {
  return {
    name: values.name.trim(),
    scope,
    departmentId: scope === 'department' ? (values.departmentId ?? null) : null,
    timezone: values.timezone,
    isEnabled: values.isEnabled,
    intervals: intervalsFromWeek(values.week),
    exceptions: [...(values.exceptions ?? [])]
      .filter((exception) => !!exception.date)
      .map((exception) => ({
        date: exception.date as string,
        closed: exception.closed,
        intervals: exception.closed ? [] : sortRanges((exception.intervals ?? []).filter(complete)),
        label: (exception.label ?? '').trim(),
      }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    outOfOfficeMessage: (values.outOfOfficeMessage ?? '').trim(),
  };
}
