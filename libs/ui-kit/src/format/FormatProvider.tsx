// Which clock a part of the page shows times on. A screen whose figures belong to the organisation (every
// report) wraps them in <TimeZoneProvider timeZone={organisation's zone}>; useFormat() below it then writes
// every instant in that zone, whatever the browser's (docs/architecture.md, UI kit).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { needsLayoutIsolation } from '../i18n/layoutIsolation';
import { createFormat, type Format } from './format';

const TimeZoneContext = createContext<string | undefined>(undefined);

export function TimeZoneProvider({ timeZone, children }: { timeZone: string | null | undefined; children: ReactNode }) {
  return <TimeZoneContext.Provider value={timeZone || undefined}>{children}</TimeZoneContext.Provider>;
}

/** The zone of the nearest TimeZoneProvider (undefined: the browser's). */
export function useTimeZone(): string | undefined {
  return useContext(TimeZoneContext);
}

/**
 * createFormat() for the current language and the provided zone, rebuilt when either changes, and isolated in a
 * right-to-left layout (i18n/layoutIsolation.ts: a switch of direction renders every translated part again).
 */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  const timeZone = useTimeZone();
  const isolated = needsLayoutIsolation(i18n.language);
  return useMemo(() => createFormat(i18n.language, timeZone, { isolated }), [i18n.language, timeZone, isolated]);
}
