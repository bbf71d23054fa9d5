// What the monitor keeps in its URL (ui-kit's useUrlState, docs/architecture.md, UI kit): the conversations'
// filters, the agents' department and the open conversation, so a reload or a shared link shows the same view.
// Each filter holds one value; the server takes lists, so one value is a list of one.
import { CHANNELS, LIVE_STATUSES } from '@live-agent/contracts';
import { readUrlState, urlParam, type UrlValues } from '@live-agent/ui-kit';
import type { LiveFilters } from '../../api/live';

/** `agentId=null` in the URL and the API: the chats nobody holds. */
export const UNASSIGNED = 'null';

const id = { defaultValue: null as number | null, parse: (text: string) => (/^\d+$/.test(text) ? Number(text) : null) };
const optional = <T extends string>(values: readonly T[]) => urlParam.oneOf<T, null>(values, null);

export const MONITOR_URL = {
  departmentId: id,
  queueId: id,
  agentId: {
    defaultValue: null as number | typeof UNASSIGNED | null,
    parse: (text: string) => (text === UNASSIGNED ? UNASSIGNED : /^\d+$/.test(text) ? Number(text) : null),
  },
  status: optional(LIVE_STATUSES),
  channel: optional(CHANNELS),
  /** The department the "Agents now" list shows. */
  agentsDepartmentId: id,
  /** The conversation open in the side panel. */
  conversation: id,
};

export type MonitorUrl = UrlValues<typeof MONITOR_URL>;

const text = (value: string | number | null) => (value === null ? undefined : String(value));

/** The conversations' query for GET /live/conversations (absent filters left out: one cache entry per question). */
export const conversationsQuery = (
  url: Pick<MonitorUrl, 'departmentId' | 'queueId' | 'agentId' | 'status' | 'channel'>,
) =>
  ({
    departmentId: text(url.departmentId),
    queueId: text(url.queueId),
    agentId: text(url.agentId),
    status: text(url.status),
    channel: text(url.channel),
  }) satisfies LiveFilters;

export const agentsQuery = (url: Pick<MonitorUrl, 'agentsDepartmentId'>): LiveFilters => ({
  departmentId: text(url.agentsDepartmentId),
});

/** The monitor's values in a URL's query string (the route's prefetch, which has no hook). */
export const monitorUrlOf = (search: URLSearchParams): MonitorUrl => readUrlState(search, MONITOR_URL);
