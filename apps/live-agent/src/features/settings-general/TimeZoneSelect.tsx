// The time zone picker of the organisation's and a working time's forms: every zone the engine knows, with its UTC
// offset, searched by name (timezones.ts). Form.Item hands it the value, onChange and id.
import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { filterTimeZone, timeZoneOptions } from './timezones';

export interface TimeZoneSelectProps extends Omit<SelectProps<string>, 'options' | 'showSearch'> {
  /** Zones to keep selectable though the engine does not list them (the stored ones). */
  keep: ReadonlyArray<string | null | undefined>;
}

export function TimeZoneSelect({ keep, ...select }: TimeZoneSelectProps) {
  // Zone names hold no spaces: the joined list is the memo's key, so a new array of the same zones keeps the options.
  const kept = keep.map((zone) => zone ?? '').join(' ');
  const options = useMemo(() => timeZoneOptions(kept.split(' ')), [kept]);
  return <Select showSearch={{ filterOption: filterTimeZone }} options={options} {...select} />;
}
