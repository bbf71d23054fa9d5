// A list's filters, paging and sort kept in the URL's query string, so a reload, a bookmark or a shared link
// shows the same view (docs/architecture.md, UI kit). A screen declares each parameter once, with its
// default and how its text is read; then:
// - reading never fails: a value that cannot be read (a hand-edited or old URL) gives the default;
// - writing keeps the URL short: a value equal to its default, or empty, leaves the URL;
// - parameters the screen did not declare (another part of the page's) are kept as they are.
import { useCallback, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  useNavigate,
  useSearchParams,
  type NavigateOptions,
} from 'react-router-dom';
import { isIsoDate } from '@live-agent/contracts';

export interface UrlParam<T> {
  defaultValue: T;
  /** The value a URL's text stands for, or null when it cannot be read (the default is used). */
  parse: (text: string) => T | null;
  /** The URL's text for a value (String(value) when absent); '' leaves the URL. A method, so that a
   * schema can hold parameters of different types. */
  format?(value: T): string;
}

export type UrlSchema = Record<string, UrlParam<unknown>>;
export type UrlValues<S extends UrlSchema> = { [K in keyof S]: S[K] extends UrlParam<infer T> ? T : never };

/** Ready-made parameters. */
export const urlParam = {
  /** Free text (a search). */
  text: (defaultValue = ''): UrlParam<string> => ({ defaultValue, parse: (text) => text }),
  /** One of a fixed list of words (a sort, a view); anything else gives the default. */
  oneOf: <T extends string, D extends T | null>(values: readonly T[], defaultValue: D): UrlParam<T | D> => ({
    defaultValue,
    parse: (text) => ((values as readonly string[]).includes(text) ? (text as T) : null),
    format: (value) => value ?? '',
  }),
  /** A whole number from `min` (default 1), optionally one of `allowed` (a page size). */
  integer: (
    defaultValue: number,
    {
      min = 1,
      max = Number.MAX_SAFE_INTEGER,
      allowed,
    }: { min?: number; max?: number; allowed?: readonly number[] } = {},
  ): UrlParam<number> => ({
    defaultValue,
    parse: (text) => {
      const value = Number(text);
      if (text.trim() === '' || !Number.isInteger(value) || value < min || value > max) return null;
      return !allowed || allowed.includes(value) ? value : null;
    },
  }),
  /** A calendar day, 'YYYY-MM-DD' (a real one: not 2025-02-30). */
  day: (defaultValue: string | null = null): UrlParam<string | null> => ({
    defaultValue,
    parse: (text) => (isIsoDate(text) ? text : null),
    format: (value) => value ?? '',
  }),
};

function textOf<T>(param: UrlParam<T>, value: T): string {
  if (value === null || value === undefined) return '';
  return param.format ? param.format(value) : String(value);
}

/** The schema's values in `search` (defaults for what is missing or unreadable). */
export function readUrlState<S extends UrlSchema>(search: URLSearchParams, schema: S): UrlValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, param] of Object.entries(schema)) {
    const text = search.get(key);
    const parsed = text === null ? null : param.parse(text);
    values[key] = parsed === null ? param.defaultValue : parsed;
  }
  return values as UrlValues<S>;
}

/** `search` with `changes` written in: defaults and empty values removed, other parameters kept. */
export function writeUrlState<S extends UrlSchema>(
  search: URLSearchParams,
  schema: S,
  changes: Partial<UrlValues<S>>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    const param = schema[key];
    if (!param) continue;
    const text = textOf(param, value);
    if (text === '' || text === textOf(param, param.defaultValue)) next.delete(key);
    else next.set(key, text);
  }
  return next;
}

export interface UrlStateWriteOptions {
  /** Replace the current history entry (typing, a view following the calendar) instead of adding one. */
  replace?: boolean;
}

/** What a writer of the query string gets: the query string to change (the router's current one). */
export type SearchWrite = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * The query string as rendered, and a setter (the same function for the component's life) that writes it onto the
 * address the router is at now. react-router's own setter resolves against the rendered address: a screen that is
 * still drawn while the next one loads (a menu click, the shell rendering in a transition) would send a search typed
 * meanwhile back to the address the user just left. A data router (the shell's) knows its address before it renders;
 * a memory or browser router's history does too.
 */
export function useSearchWriter() {
  const [search] = useSearchParams();
  const rendered = useLocation();
  const dataRouter = useContext(DataRouterContext);
  const { navigator } = useContext(NavigationContext);
  const navigate = useNavigate();
  const latest = useRef({ rendered, navigate });
  useLayoutEffect(() => {
    latest.current = { rendered, navigate };
  });
  const setSearch = useCallback(
    (next: SearchWrite, options?: NavigateOptions) => {
      const history = (navigator as { location?: { pathname: string; search: string } }).location;
      const { pathname, search: current } = dataRouter?.router.state.location ?? history ?? latest.current.rendered;
      const written = typeof next === 'function' ? next(new URLSearchParams(current)) : next;
      const text = written.toString();
      latest.current.navigate({ pathname, search: text ? `?${text}` : '' }, options);
    },
    [dataRouter, navigator],
  );
  return [search, setSearch] as const;
}

/**
 * The schema's values from the current URL, and a setter that writes some of them (a new history entry
 * unless `replace`). Declare the schema outside the component: its identity keys the memo.
 */
export function useUrlState<S extends UrlSchema>(schema: S) {
  const [search, setSearch] = useSearchWriter();
  const values = useMemo(() => readUrlState(search, schema), [search, schema]);
  const setValues = useCallback(
    (changes: Partial<UrlValues<S>>, options: UrlStateWriteOptions = {}) =>
      setSearch((current) => writeUrlState(current, schema, changes), { replace: options.replace }),
    [setSearch, schema],
  );
  return [values, setValues, search] as const;
}
