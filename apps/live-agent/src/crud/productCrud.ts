// The feature toolkit of @live-agent/store bound to the product API (docs/architecture.md, Feature toolkit):
// a resource's calls go to `/api/v1/<resource>` (list, all, create, update, delete) through the host's client
// (productApi), its toasts speak this remote's namespace, and failures go through the error catalogue. Each
// feature file then only names its resource, its messages and its first params.
import i18n from 'i18next';
import { reportApiError } from '@live-agent/auth';
import {
  createCrudFeature,
  needsLoad,
  type CrudCalls,
  type CrudFeature,
  type CrudRecord,
  type FeatureFeedback,
} from '@live-agent/store';
import { DEFAULT_LIST_PARAMS, toast, toListQuery, type ListParams, type RouteEarlyContext } from '@live-agent/ui-kit';
import { NAMESPACE } from '../i18n';
import { productApi, productReaderOver, type ProductApi, type ProductReader } from './productApi';

/** What every live-agent feature says to the user: this remote's strings, the shared toasts and error catalogue. */
export const productFeedback: FeatureFeedback = {
  t: (key) => i18n.t(`${NAMESPACE}:${key}`),
  success: (text) => toast.success(text),
  error: (text) => toast.error(text),
  reportError: (error) => reportApiError(error, toast.error),
};

/** Every record of the resource at `path`: the `all` call, which only reads. */
const readAll = <T>(reader: ProductReader, path: string) => reader.get<T[]>(`${path}/all`);

/** The calls of a product resource under `/api/v1`, e.g. '/agents'. */
export function productCrudCalls<T extends CrudRecord>(path: string): CrudCalls<T, ListParams, object, ProductApi> {
  return {
    list: (api, params) => api.get<{ data: T[]; total: number }>(path, toListQuery(params)),
    all: (api) => readAll<T>(api, path),
    create: (api, values) => api.post<T>(path, values),
    update: (api, id, values) => api.put<T>(`${path}/${id}`, values),
    remove: (api, id) => api.delete(`${path}/${id}`),
  };
}

export interface ProductCrudOptions {
  /** State area and saga key, e.g. 'agents'. */
  name: string;
  /** Path under /api/v1, e.g. '/agents'. */
  path: string;
  /** Translation keys (liveAgent namespace) of the success toasts. */
  messages: { created: string; updated: string; deleted: string };
  /** First list params, over the defaults (page 1 of 10, no search, no sort). */
  params?: Partial<ListParams>;
}

export function productCrudFeature<T extends CrudRecord>({
  name,
  path,
  messages,
  params,
}: ProductCrudOptions): ProductCrudFeature<T> {
  const feature = createCrudFeature<T, ListParams, object, ProductApi>({
    name,
    calls: productCrudCalls<T>(path),
    params: { ...DEFAULT_LIST_PARAMS, ...params },
    feedback: productFeedback,
    messages: { ...messages, invalid: 'common.invalid' },
    client: productApi,
  });
  /**
   * Every record, asked for as a screen's URL opens (a route's startEarly) when the state neither holds them nor is
   * asking: the feature's own load of every record then takes the answer over (docs/architecture.md, "First
   * requests start with the navigation").
   */
  const startAllEarly = ({ api, apiBase, state }: RouteEarlyContext) => {
    const { allStatus } = feature.selectState(state());
    if (needsLoad(allStatus)) return readAll<T>(productReaderOver(api, apiBase), path);
    return undefined;
  };
  return { ...feature, startAllEarly };
}

export type ProductCrudFeature<T extends CrudRecord> = CrudFeature<T, ListParams, object, ProductApi> & {
  startAllEarly: (context: RouteEarlyContext) => Promise<T[]> | undefined;
};
