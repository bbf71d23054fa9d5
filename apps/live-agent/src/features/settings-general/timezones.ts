// Time zone choices for the settings screens (organisation and working times). The list comes from the
// engine (Intl.supportedValuesOf) so it matches what the browser can format; older engines without it get a
// short list of common zones. Labels carry the current UTC offset so "Berlin" and "Paris" are told apart at a
// glance; they are built once per page load (a few hundred formatters).

export interface TimeZoneOption {
  value: string;
  label: string;
}

const FALLBACK_ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Lisbon',
  'Europe/Berlin',
  'Europe/Paris',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Amsterdam',
  'Europe/Zurich',
  'Europe/Vienna',
  'Europe/Warsaw',
  'Europe/Athens',
  'Europe/Istanbul',
  'Europe/Moscow',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/Toronto',
];

/** The engine's time zones, or a short list when the engine cannot tell (always including UTC). */
export function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  let zones: string[] = [];
  try {
    zones = typeof intl.supportedValuesOf === 'function' ? intl.supportedValuesOf('timeZone') : [];
  } catch {
    zones = [];
  }
  if (zones.length === 0) zones = FALLBACK_ZONES;
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** 'GMT+1', 'GMT-3', 'GMT' for the zone right now; '' when the engine cannot say. */
export function utcOffsetOf(zone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((item) => item.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

let cached: TimeZoneOption[] | null = null;

/** Select options, with `extra` zones (a stored value the engine does not list) kept selectable. */
export function timeZoneOptions(extra: ReadonlyArray<string | null | undefined> = []): TimeZoneOption[] {
  if (!cached) {
    cached = supportedTimeZones().map((zone) => {
      const offset = utcOffsetOf(zone);
      return { value: zone, label: offset ? `${zone.replace(/_/g, ' ')} (${offset})` : zone.replace(/_/g, ' ') };
    });
  }
  const missing = extra.filter((zone): zone is string => !!zone && !cached!.some((option) => option.value === zone));
  return missing.length ? [...missing.map((zone) => ({ value: zone, label: zone })), ...cached] : cached;
}

/** Case-insensitive match on the label, with spaces and underscores alike ("new york", "new_york"). */
export function filterTimeZone(input: string, option?: { label?: unknown; value?: unknown }): boolean {
  const wanted = input.trim().toLowerCase().replace(/_/g, ' ');
  if (!wanted) return true;
  return `${String(option?.label ?? '')} ${String(option?.value ?? '')}`
    .toLowerCase()
    .replace(/_/g, ' ')
    .includes(wanted);
}
