// How each resource screen's list reads its URL (docs/architecture.md, UI kit: useUrlState): page, page size, sort,
// search and the screen's filters, defaults left out of the URL so a list view is a short bookmark. Kept apart from
// the screens, so that the routes module reads the same view as the screen for its prefetch (one cache entry, one
// request) without loading the screen.
import {
  DEFAULT_LIST_PARAMS,
  PAGE_SIZE_OPTIONS,
  readUrlState,
  toListQuery,
  urlParam,
  type ListParams,
  type RouteOpenedAt,
  type UrlParam,
  type UrlSchema,
  type UrlValues,
} from '@live-agent/ui-kit';
import type { ListArg, Resource } from '../api/resources';
import * as resources from '../api/resources';

/** A filter's value as typed in the URL: a flag, an id or a word, as the filter's options have them. */
const filterParam: UrlParam<string | number | boolean | null> = {
  defaultValue: null,
  parse: (text) => (text === 'true' ? true : text === 'false' ? false : /^\d+$/.test(text) ? Number(text) : text),
  format: (value) => (value === null ? '' : String(value)),
};

/**
 * The page size that loads a hand-ordered list whole: a new order of part of a list would be ambiguous, so these
 * lists are never paged.
 */
export const WHOLE_LIST = 1000;

export interface ListSpec {
  /**
   * The key its screen's strings start with (liveAgent namespace): a ResourceTable's `<strings>.search` and
   * `<strings>.add`, its name `screens.<strings>`; a hand-ordered list's every string (OrderedListPage).
   */
  strings: string;
  /** Translation keys of the success toasts: `<strings>.toast.*` unless the list says otherwise. */
  messages: { created: string; updated: string; deleted: string };
  /** The ability subject a user must manage to add, edit and delete the records (useResourceList's canManage). */
  manages: string;
  schema: UrlSchema;
  /** The names of its filters, each a parameter of the URL. */
  filters: readonly string[];
  /** The list's params in a URL's values. */
  paramsOf: (values: UrlValues<UrlSchema>) => ListParams;
}

const toasts = (prefix: string) => ({
  created: `${prefix}.created`,
  updated: `${prefix}.updated`,
  deleted: `${prefix}.deleted`,
});

function listSpec({
  strings,
  messages = toasts(`${strings}.toast`),
  manages,
  sort = '',
  perPage = DEFAULT_LIST_PARAMS.perPage,
  filters = [],
  inUrl = true,
}: {
  strings: string;
  messages?: ListSpec['messages'];
  manages: string;
  sort?: string;
  perPage?: number;
  filters?: readonly string[];
  /** False for a list shown whole and narrowed on the page (hand-ordered lists): nothing of it is in the URL. */
  inUrl?: boolean;
}): ListSpec {
  const first: ListParams = { ...DEFAULT_LIST_PARAMS, sort, perPage };
  const schema: UrlSchema = inUrl
    ? {
        q: urlParam.text(),
        page: urlParam.integer(1),
        perPage: urlParam.integer(perPage, { allowed: [...new Set([...PAGE_SIZE_OPTIONS, perPage])] }),
        sort: urlParam.text(sort),
        ...Object.fromEntries(filters.map((name) => [name, filterParam])),
      }
    : {};
  return {
    strings,
    messages,
    manages,
    schema,
    filters,
    paramsOf: (values) =>
      inUrl
        ? {
            q: values.q as string,
            page: values.page as number,
            perPage: values.perPage as number,
            sort: values.sort as string,
            filters: Object.fromEntries(filters.map((name) => [name, values[name] as ListParams['filters'][string]])),
          }
        : first,
  };
}

export const LISTS = {
  admins: listSpec({
    strings: 'admins',
    manages: 'Admin',
    sort: 'fullName',
    filters: ['role', 'departmentId', 'isActive'],
  }),
  agents: listSpec({
    strings: 'agents',
    manages: 'Agent',
    sort: 'fullName',
    filters: ['departmentId', 'queueId', 'shiftId', 'status', 'isActive'],
  }),
  departments: listSpec({ strings: 'departments', manages: 'Agent', sort: 'name', filters: ['isEnabled'] }),
  queues: listSpec({
    strings: 'queues',
    manages: 'Agent',
    sort: 'name',
    filters: ['departmentId', 'routing', 'isActive'],
  }),
  shifts: listSpec({ strings: 'shifts', manages: 'Agent', sort: 'name' }),
  // An organisation has a handful of working times: one page holds them all.
  workingTimes: listSpec({
    strings: 'workingTimes',
    messages: toasts('workingTimes'),
    manages: 'Settings',
    perPage: 100,
    inUrl: false,
  }),
  templates: listSpec({
    strings: 'templates',
    manages: 'ConversationTemplate',
    filters: ['scope', 'categoryId', 'isActive'],
  }),
  categories: listSpec({
    strings: 'categories',
    manages: 'Settings',
    sort: 'sortOrder',
    perPage: WHOLE_LIST,
    inUrl: false,
  }),
  comments: listSpec({
    strings: 'comments',
    manages: 'Settings',
    sort: 'sortOrder',
    perPage: WHOLE_LIST,
    inUrl: false,
  }),
} satisfies Record<string, ListSpec>;

/** The organisation (GET /organization) as a lookup of a route's prefetch: its time zone, its name. */
export const organizationLookup = {
  prefetchAll: () => resources.resourcesApi.util.prefetch('organization', undefined, {}),
};

/** The query a list screen asks for at `search`: the hook's argument, so a prefetch is the screen's own request. */
export const listArgOf = (spec: ListSpec, search: URLSearchParams): ListArg =>
  argOf(spec.paramsOf(readUrlState(search, spec.schema)));

/** The API's query for list params; a flag is sent as the word the URL has. */
export const argOf = (params: ListParams): ListArg =>
  Object.fromEntries(
    Object.entries(toListQuery(params)).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? String(value) : value,
    ]),
  );

/**
 * A route's `handle.prefetch` for a list screen: its page as the URL asks for it, every record of its resource (its
 * selects), and every record of the resources whose names it shows (`lookups`).
 */
export const prefetchList =
  (list: keyof typeof LISTS, lookups: readonly Pick<Resource<never, never>, 'prefetchAll'>[] = []) =>
  ({ search }: RouteOpenedAt) => [
    // Each list is named as its resource in api/resources.ts.
    resources[list].prefetchList(listArgOf(LISTS[list], search)),
    resources[list].prefetchAll(),
    ...lookups.map((resource) => resource.prefetchAll()),
  ];
