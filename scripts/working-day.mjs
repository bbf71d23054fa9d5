// Where the demo organisation is put when a measure or a test needs its working day (config.json `mock.timeZone`):
// in the default zone, Europe/Berlin, a run at 05:00 on a Sunday meets a dashboard with nobody online.

/**
 * A time zone where it is about 13:00 at `now`, on the same calendar day as in UTC (the browsers' zone in the e2e
 * suite and the bench): an Etc/GMT zone, whose sign is the reverse of its offset. At 23:xx UTC, UTC+14 is at 13:xx
 * too, but on the next day; there the reports' "Today" (the browser's day) asked for another day than the
 * organisation's, and a chat just closed was not in it.
 */
export function middayTimeZone(now = Date.now()) {
  const offset = 13 - new Date(now).getUTCHours();
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
