// Where the demo organisation is put when a measure or a test needs its working day (config.json `mock.timeZone`):
// in the default zone, Europe/Berlin, a run at 05:00 on a Sunday meets a dashboard with nobody online.

/** A time zone where it is about 13:00 at `now`: an Etc/GMT zone, whose sign is the reverse of its offset. */
export function middayTimeZone(now = Date.now()) {
  const wanted = (((13 - new Date(now).getUTCHours()) % 24) + 24) % 24;
  const offset = wanted > 14 ? wanted - 24 : wanted;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
