// The zone the suite puts the demo organisation in (scripts/working-day.mjs, an ES module read by globalSetup and
// the bench, so asked of Node here): at any hour it is about midday there, on the same calendar day as the
// browser's (UTC).
import { execFileSync } from 'child_process';
import path from 'path';
import { REPO_ROOT } from './support/servers';

test('at every hour of a UTC day the organisation is at 13:xx of the same day', () => {
  const hours = Array.from({ length: 24 }, (_, hour) => Date.UTC(2026, 11, 5, hour, 40));
  const module = path.join(REPO_ROOT, 'scripts/working-day.mjs');
  const zones = JSON.parse(
    execFileSync(process.execPath, [
      '--input-type=module',
      '-e',
      `const { middayTimeZone } = await import(${JSON.stringify(module)});` +
        `console.log(JSON.stringify(${JSON.stringify(hours)}.map((at) => middayTimeZone(at))));`,
    ]).toString(),
  ) as string[];
  hours.forEach((at, hour) => {
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: zones[hour],
      day: 'numeric',
      hour: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(at);
    const part = (type: string) => Number(local.find((item) => item.type === type)?.value);
    expect([hour, zones[hour], part('day'), part('hour')]).toEqual([hour, zones[hour], 5, 13]);
  });
});
