import type { WorkingTime, WorkingTimeInterval } from '@live-agent/contracts';
import {
  duplicateDates,
  formatRanges,
  fromMinutes,
  isTime,
  nextRange,
  rangeProblem,
  rangesByDay,
  sortIntervals,
  sortRanges,
  summarizeWeek,
  toMinutes,
} from './workingTimes.rules';
import { copyDayToWeekdays, intervalsFromWeek, toFormValues, toRequest, weekFromIntervals } from './workingTimes.form';

const SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const label = (day: number) => SHORT[day];
const weekdays = (open: string, close: string, days = [1, 2, 3, 4, 5]): WorkingTimeInterval[] =>
  days.map((day) => ({ day, open, close }));

describe('times', () => {
  it('accepts HH:mm from 00:00 to 23:59 only', () => {
    expect(['00:00', '08:05', '23:59'].every(isTime)).toBe(true);
    expect(['24:00', '8:00', '08:60', '', null, 800].some(isTime)).toBe(false);
  });

  it('converts to and from minutes, clamped to the day', () => {
    expect(toMinutes('13:45')).toBe(825);
    expect(fromMinutes(825)).toBe('13:45');
    expect(fromMinutes(-5)).toBe('00:00');
    expect(fromMinutes(24 * 60 + 10)).toBe('23:59');
  });
});

describe('rangeProblem', () => {
  it('is null for ordered, touching or unsorted but separate ranges', () => {
    expect(rangeProblem([{ open: '08:00', close: '12:00' }])).toBeNull();
    expect(
      rangeProblem([
        { open: '13:00', close: '18:00' },
        { open: '08:00', close: '12:00' },
      ]),
    ).toBeNull();
    expect(
      rangeProblem([
        { open: '08:00', close: '12:00' },
        { open: '12:00', close: '13:00' },
      ]),
    ).toBeNull();
  });

  it('names the first problem as the server would: empty, missing or malformed time, order, overlap', () => {
    expect(rangeProblem([])).toBe('empty');
    expect(rangeProblem(undefined)).toBe('empty');
    expect(rangeProblem([{ open: '08:00', close: null }])).toBe('time');
    expect(rangeProblem([{ open: '8:00', close: '12:00' }])).toBe('time');
    expect(rangeProblem([{ open: '12:00', close: '12:00' }])).toBe('openBeforeClose');
    expect(rangeProblem([{ open: '18:00', close: '08:00' }])).toBe('openBeforeClose');
    expect(
      rangeProblem([
        { open: '08:00', close: '12:00' },
        { open: '11:30', close: '14:00' },
      ]),
    ).toBe('hoursOverlap');
    expect(
      rangeProblem([
        { open: '10:00', close: '11:00' },
        { open: '08:00', close: '18:00' },
      ]),
    ).toBe('hoursOverlap');
  });
});

describe('ordering and helpers', () => {
  it('sorts ranges by opening time and intervals by day then opening time', () => {
    expect(
      sortRanges([
        { open: '13:00', close: '18:00' },
        { open: '08:00', close: '12:00' },
      ]).map((range) => range.open),
    ).toEqual(['08:00', '13:00']);
    expect(
      sortIntervals([
        { day: 6, open: '09:00', close: '13:00' },
        { day: 1, open: '13:00', close: '18:00' },
        { day: 1, open: '08:00', close: '12:00' },
      ]),
    ).toEqual([
      { day: 1, open: '08:00', close: '12:00' },
      { day: 1, open: '13:00', close: '18:00' },
      { day: 6, open: '09:00', close: '13:00' },
    ]);
  });

  it('groups by day and formats a day', () => {
    const days = rangesByDay([
      { day: 2, open: '13:00', close: '18:00' },
      { day: 2, open: '08:00', close: '12:00' },
    ]);
    expect(days).toHaveLength(7);
    expect(formatRanges(days[2])).toBe('08:00–12:00, 13:00–18:00');
    expect(days[0]).toEqual([]);
  });

  it('suggests the next range after the last closing time', () => {
    expect(nextRange([])).toEqual({ open: '09:00', close: '17:00' });
    expect(nextRange([{ open: '08:00', close: '12:00' }])).toEqual({ open: '13:00', close: '17:00' });
    expect(nextRange([{ open: '18:00', close: '22:30' }])).toEqual({ open: '23:00', close: '23:55' });
  });

  it('finds dates given more than once', () => {
    expect([...duplicateDates(['2025-12-25', null, '2025-12-24', '2025-12-25', ''])]).toEqual(['2025-12-25']);
    expect(duplicateDates(['2025-12-25', '2025-12-26']).size).toBe(0);
  });
});

describe('summarizeWeek', () => {
  it('joins consecutive days with the same hours, Monday first', () => {
    const intervals = [
      ...weekdays('08:00', '12:00'),
      ...weekdays('13:00', '18:00'),
      { day: 6, open: '09:00', close: '13:00' },
    ];
    expect(summarizeWeek(intervals, label, 'Closed')).toBe('Mon–Fri 08:00–12:00, 13:00–18:00 · Sat 09:00–13:00');
  });

  it('keeps separate runs apart and puts Sunday last', () => {
    const intervals = [
      ...weekdays('09:00', '17:00', [1, 2, 4, 5]),
      { day: 0, open: '10:00', close: '14:00' },
      { day: 6, open: '10:00', close: '14:00' },
    ];
    expect(summarizeWeek(intervals, label, 'Closed')).toBe(
      'Mon–Tue 09:00–17:00 · Thu–Fri 09:00–17:00 · Sat–Sun 10:00–14:00',
    );
  });

  it('says when the week is closed', () => {
    expect(summarizeWeek([], label, 'Closed all week')).toBe('Closed all week');
  });
});

describe('form model', () => {
  const record: WorkingTime = {
    id: 1,
    name: 'Business hours',
    scope: 'organization',
    departmentId: null,
    timezone: 'Europe/Berlin',
    isEnabled: true,
    intervals: [...weekdays('08:00', '12:00', [1]), { day: 1, open: '13:00', close: '18:00' }],
    exceptions: [{ date: '2025-12-25', closed: true, intervals: [], label: 'Christmas Day' }],
    outOfOfficeMessage: 'Closed',
  };

  it('turns intervals into seven days and back', () => {
    const week = weekFromIntervals(record.intervals);
    expect(week.map((day) => day.open)).toEqual([false, true, false, false, false, false, false]);
    expect(week[1].intervals).toEqual([
      { open: '08:00', close: '12:00' },
      { open: '13:00', close: '18:00' },
    ]);
    // A closed day's leftover ranges are not sent.
    const edited = week.map((day, index) =>
      index === 3 ? { open: false, intervals: [{ open: '09:00', close: '10:00' }] } : day,
    );
    expect(intervalsFromWeek(edited)).toEqual(record.intervals);
  });

  it('copies a day to Monday–Friday only', () => {
    const week = weekFromIntervals([
      { day: 3, open: '07:00', close: '15:00' },
      { day: 6, open: '09:00', close: '12:00' },
    ]);
    const copied = copyDayToWeekdays(week, 3);
    expect([1, 2, 3, 4, 5].every((day) => copied[day].open && copied[day].intervals[0].open === '07:00')).toBe(true);
    expect(copied[6].intervals).toEqual([{ open: '09:00', close: '12:00' }]);
    expect(copied[0].open).toBe(false);
    // Copies, not shared objects.
    copied[1].intervals[0].open = '06:00';
    expect(copied[2].intervals[0].open).toBe('07:00');
  });

  it('builds the request: closed days and closed exceptions carry no hours, exceptions sorted by date', () => {
    const values = toFormValues(record, { timezone: 'UTC' });
    values.exceptions.push({
      date: '2025-12-24',
      closed: false,
      intervals: [{ open: '09:00', close: '12:00' }],
      label: ' Christmas Eve ',
    });
    values.name = '  Business hours  ';
    const body = toRequest(values, 'organization');
    expect(body).toEqual({
      name: 'Business hours',
      scope: 'organization',
      departmentId: null,
      timezone: 'Europe/Berlin',
      isEnabled: true,
      intervals: record.intervals,
      exceptions: [
        { date: '2025-12-24', closed: false, intervals: [{ open: '09:00', close: '12:00' }], label: 'Christmas Eve' },
        { date: '2025-12-25', closed: true, intervals: [], label: 'Christmas Day' },
      ],
      outOfOfficeMessage: 'Closed',
    });
  });

  it('starts a new department working time Monday–Friday 09:00–17:00 in the given time zone', () => {
    const values = toFormValues(null, { timezone: 'Europe/Lisbon' });
    expect(values.timezone).toBe('Europe/Lisbon');
    expect(toRequest({ ...values, name: 'Sales', departmentId: 1 }, 'department')).toMatchObject({
      scope: 'department',
      departmentId: 1,
      intervals: weekdays('09:00', '17:00'),
      exceptions: [],
    });
  });
});
