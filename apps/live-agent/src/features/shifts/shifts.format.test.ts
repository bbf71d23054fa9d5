import { crossesMidnight, isTime, orderedDays, shiftMinutes, timeZones } from './shifts.format';

describe('shift times', () => {
  it('accepts HH:mm from 00:00 to 23:59 only', () => {
    expect(['00:00', '09:30', '23:59'].every(isTime)).toBe(true);
    expect(['24:00', '9:30', '09:60', '0930', ''].some(isTime)).toBe(false);
  });

  it('knows when a shift crosses midnight and how long it is', () => {
    expect(crossesMidnight('22:00', '06:00')).toBe(true);
    expect(crossesMidnight('09:00', '17:00')).toBe(false);
    expect(shiftMinutes('22:00', '06:00')).toBe(8 * 60);
    expect(shiftMinutes('09:00', '17:30')).toBe(8 * 60 + 30);
  });

  it('lists days Monday first and offers UTC among the time zones', () => {
    expect(orderedDays([0, 6, 1, 3])).toEqual([1, 3, 6, 0]);
    expect(timeZones()).toEqual(expect.arrayContaining(['UTC', 'Europe/Berlin']));
  });
});
