// How queue durations read: short units for whole amounts ("45 s", "2 min", "1 h") and clock style
// otherwise ("1:30" minutes:seconds, "1:05:00" hours:minutes:seconds), so a list column scans easily.
export type DurationT = (key: string, options: { value: string | number }) => string;

const pad = (value: number) => String(value).padStart(2, '0');

export function formatSeconds(total: number, t: DurationT): string {
  const seconds = Math.max(0, Math.round(total));
  if (seconds < 60) return t('queues.duration.seconds', { value: seconds });
  if (seconds < 3600) {
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    return rest === 0
      ? t('queues.duration.minutes', { value: minutes })
      : t('queues.duration.minutes', { value: `${minutes}:${pad(rest)}` });
  }
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (minutes === 0 && rest === 0) return t('queues.duration.hours', { value: hours });
  return t('queues.duration.hours', { value: `${hours}:${pad(minutes)}:${pad(rest)}` });
}

/** Colour and label key of a priority 1 (lowest) … 5 (highest). */
export const PRIORITY_COLORS: Record<number, string> = { 1: 'default', 2: 'blue', 3: 'gold', 4: 'volcano', 5: 'red' };
