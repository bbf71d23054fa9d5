import { formatSeconds } from './queues.format';

const t = (key: string, { value }: { value: string | number }) => `${value} ${key.split('.').pop()}`;

describe('formatSeconds', () => {
  it.each([
    [0, '0 seconds'],
    [45, '45 seconds'],
    [60, '1 minutes'],
    [120, '2 minutes'],
    [90, '1:30 minutes'],
    [605, '10:05 minutes'],
    [3600, '1 hours'],
    [3900, '1:05:00 hours'],
    [86400, '24 hours'],
  ])('%i s reads as "%s"', (seconds, expected) => {
    expect(formatSeconds(seconds, t)).toBe(expected);
  });
});
