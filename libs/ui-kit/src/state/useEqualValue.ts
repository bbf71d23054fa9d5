import { useMemo } from 'react';

/**
 * `value` as one object for as long as its content stays the same. A screen that reads a record again (after a save,
 * or the same record on arrival) gets a new object with the same fields; a form fed from it would otherwise start over
 * and throw away what is being typed. For data as it crosses HTTP (JSON).
 */
export function useEqualValue<T>(value: T): T {
  // undefined has no JSON text: it stays undefined.
  const key: string | undefined = JSON.stringify(value);
  return useMemo(() => (key === undefined ? undefined : JSON.parse(key)) as T, [key]);
}
