// The product's resources on the page's one API slice (docs/architecture.md, "Server data"): each of
// `/api/v1/<resource>` is a page of the list, every record for selects (`/all`), create, update and delete, built by
// one factory; then the calls only some have (bulk actions on agents, the templates' CSV import, reordering a
// hand-ordered list, the organisation's settings). Writes invalidate their resource's list and `/all`, plus what the
// server derives from them (libs/mock-server/src/domains/live-agent: a shift's agents are the agents naming it), so
// a change refreshes the lists and names it touches and nothing else. A record still in use cannot be deleted (422),
// so a delete changes no other resource.
import type {
  Admin,
  AdminInput,
  Agent,
  AgentBulkRequest,
  AgentBulkResponse,
  AgentInput,
  Comment,
  CommentInput,
  ConversationCategory,
  ConversationCategoryInput,
  ConversationTemplate,
  ConversationTemplateInput,
  Department,
  DepartmentInput,
  Organization,
  Queue,
  QueueInput,
  Shift,
  ShiftInput,
  TemplateImportRequest,
  TemplateImportResponse,
  WorkingTime,
  WorkingTimeInput,
} from '@live-agent/contracts';
import { api, type clientBaseQuery } from '@live-agent/store/api';
import { applyOrder } from '../components/SortableTable/reorder';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';

type Sortable = { id: number; sortOrder: number };

const TAGS = [
  'Admin',
  'Agent',
  'Department',
  'Queue',
  'Shift',
  'WorkingTime',
  'Template',
  'Category',
  'Comment',
  'Organization',
] as const;
export type ResourceTag = (typeof TAGS)[number];

const tagged = api.enhanceEndpoints({ addTagTypes: TAGS });

/** A list's query: page, perPage, q, sort and filters as the API reads them (ui-kit's toListQuery). */
export type ListArg = Record<string, string | number>;

export interface Page<T> {
  data: T[];
  total: number;
}

export interface Reorder {
  /** Every id of the list in its new order. */
  ids: number[];
  /** The list's query, whose cached page shows the new order at once. */
  list: ListArg;
}

export interface Change<I> {
  id: number;
  values: Partial<I>;
}

type BaseQuery = typeof clientBaseQuery;

/** `util.updateQueryData` of a list or `/all` endpoint, whose name TypeScript cannot follow. */
type UpdateList<T> = (
  endpoint: string,
  arg: unknown,
  recipe: (draft: Page<T> & T[]) => void,
) => ThunkAction<{ undo: () => void }, unknown, unknown, UnknownAction>;

/** One resource's hooks and prefetches, whatever its endpoints are named. */
export interface Resource<T extends { id: number }, I> {
  tag: ResourceTag;
  useList: TypedUseQuery<Page<T>, ListArg, BaseQuery>;
  useAll: TypedUseQuery<T[], void, BaseQuery>;
  useCreate: TypedUseMutation<T, I, BaseQuery>;
  useUpdate: TypedUseMutation<T, Change<I>, BaseQuery>;
  useRemove: TypedUseMutation<unknown, number, BaseQuery>;
  /** Hand-ordered lists only (`reorder: true`): saves a new order of the whole list shown with `list`. */
  useReorder: TypedUseMutation<{ data: T[] }, Reorder, BaseQuery>;
  /** Thunk: one page asked for once, not kept (a CSV export's every row). */
  fetchList: (arg: ListArg) => unknown;
  /** For a route's `handle.prefetch`: the page the screen's hook will ask for. */
  prefetchList: (arg: ListArg) => unknown;
  prefetchAll: () => unknown;
}

const listOf = (tag: ResourceTag) => ({ type: tag, id: 'LIST' as const });

/**
 * The endpoints of `/api/v1${path}`, named `<name>List`, `<name>All`, `<name>Create`, `<name>Update`, `<name>Remove`.
 * `touches`: the resources the server derives from this one's records, refreshed by its writes.
 */
function defineResource<T extends { id: number }, I>(
  name: string,
  tag: ResourceTag,
  path: string,
  { touches = [], reorder = false }: { touches?: ResourceTag[]; reorder?: boolean } = {},
): Resource<T, I> {
  const provides = (rows: T[] | undefined) => [listOf(tag), ...(rows ?? []).map(({ id }) => ({ type: tag, id }))];
  const writes = (id?: number) => [
    listOf(tag),
    ...(id === undefined ? [] : [{ type: tag, id }]),
    ...touches.map(listOf),
  ];
  const injected = tagged.injectEndpoints({
    endpoints: (build) => ({
      [`${name}List`]: build.query<Page<T>, ListArg>({
        query: (params) => ({ url: path, params, product: true }),
        providesTags: (page) => provides(page?.data),
      }),
      [`${name}All`]: build.query<T[], void>({
        query: () => ({ url: `${path}/all`, product: true }),
        providesTags: provides,
      }),
      [`${name}Create`]: build.mutation<T, I>({
        query: (body) => ({ url: path, method: 'POST', body, product: true }),
        invalidatesTags: (_result, error) => (error ? [] : writes()),
      }),
      [`${name}Update`]: build.mutation<T, Change<I>>({
        query: ({ id, values }) => ({ url: `${path}/${id}`, method: 'PUT', body: values, product: true }),
        invalidatesTags: (_result, error, { id }) => (error ? [] : writes(id)),
      }),
      [`${name}Remove`]: build.mutation<unknown, number>({
        query: (id) => ({ url: `${path}/${id}`, method: 'DELETE', product: true }),
        invalidatesTags: (_result, error, id) => (error ? [] : writes(id)),
      }),
      ...(reorder && {
        [`${name}Reorder`]: build.mutation<{ data: T[] }, Reorder>({
          query: ({ ids }) => ({ url: `${path}/reorder`, method: 'POST', body: { ids }, product: true }),
          // The new order shows at once (dragging must not wait for the network); the answer of an older save is
          // not shown over a newer order. A failure puts the order back and asks the server for its own.
          async onQueryStarted({ ids, list }, { dispatch, queryFulfilled }) {
            const update = tagged.util.updateQueryData as unknown as UpdateList<T>;
            const patch = dispatch(
              update(`${name}List`, list, (page) => {
                page.data = applyOrder(page.data as unknown as Sortable[], ids) as unknown as T[];
              }),
            );
            try {
              const { data } = await queryFulfilled;
              dispatch(update(`${name}All`, undefined, (rows) => void rows.splice(0, rows.length, ...data.data)));
            } catch {
              patch.undo();
              dispatch(tagged.util.invalidateTags([listOf(tag)]));
            }
          },
        }),
      }),
    }),
  });
  // The names are built, so TypeScript cannot follow them: the hooks are typed by the definitions above.
  const endpoints = injected.endpoints as unknown as Record<
    string,
    { useQuery: never; useMutation: never; initiate: (arg: unknown, options: object) => unknown }
  >;
  const prefetch = injected.util.prefetch as (endpoint: string, arg: unknown, options: object) => unknown;
  return {
    tag,
    useList: endpoints[`${name}List`].useQuery,
    useAll: endpoints[`${name}All`].useQuery,
    useCreate: endpoints[`${name}Create`].useMutation,
    useUpdate: endpoints[`${name}Update`].useMutation,
    useRemove: endpoints[`${name}Remove`].useMutation,
    useReorder: endpoints[`${name}Reorder`]?.useMutation,
    fetchList: (arg) => endpoints[`${name}List`].initiate(arg, { subscribe: false, forceRefetch: true }),
    prefetchList: (arg) => prefetch(`${name}List`, arg, {}),
    prefetchAll: () => prefetch(`${name}All`, undefined, {}),
  };
}

export const admins = defineResource<Admin, AdminInput>('admins', 'Admin', '/admins');
// A shift's agents are the agents naming it: writing agents changes shifts, and a shift sent with agents changes them.
export const agents = defineResource<Agent, AgentInput>('agents', 'Agent', '/agents', { touches: ['Shift'] });
export const departments = defineResource<Department, DepartmentInput>('departments', 'Department', '/departments');
export const queues = defineResource<Queue, QueueInput>('queues', 'Queue', '/queues');
export const shifts = defineResource<Shift, ShiftInput>('shifts', 'Shift', '/shifts', { touches: ['Agent'] });
export const workingTimes = defineResource<WorkingTime, WorkingTimeInput>(
  'workingTimes',
  'WorkingTime',
  '/working-times',
);
export const templates = defineResource<ConversationTemplate, ConversationTemplateInput>(
  'templates',
  'Template',
  '/conversation-templates',
);
export const categories = defineResource<ConversationCategory, ConversationCategoryInput>(
  'categories',
  'Category',
  '/conversation-categories',
  { reorder: true },
);
export const comments = defineResource<Comment, CommentInput>('comments', 'Comment', '/comments', { reorder: true });

/** The shell's organisation slice listens to exactly this type. */
export const SHELL_ORGANIZATION_LOADED = 'organization/loaded';

export const resourcesApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    /** All or nothing; the agents' changes show in the agents list and in the shifts' agents. */
    agentsBulk: build.mutation<AgentBulkResponse, AgentBulkRequest>({
      query: (body) => ({ url: '/agents/bulk', method: 'POST', body, product: true }),
      invalidatesTags: (_result, error) => (error ? [] : [listOf('Agent'), listOf('Shift')]),
    }),
    /** All or nothing: a refused file (422) imports no row. */
    templatesImport: build.mutation<TemplateImportResponse, TemplateImportRequest>({
      query: (body) => ({ url: '/conversation-templates/import', method: 'POST', body, product: true }),
      invalidatesTags: (_result, error) => (error ? [] : [listOf('Template')]),
    }),
    organization: build.query<Organization, void>({
      query: () => ({ url: '/organization', product: true }),
      transformResponse: (body: { data: Organization }) => body.data,
      providesTags: ['Organization'],
    }),
    /**
     * A JSON body, or multipart with a new logo (organizationRequestBody). The answer is the saved organisation: it
     * becomes the cached one as it is (no second request), and the shell's navbar hears the new name and logo through
     * the action its organisation slice listens to (apps/shell organization.slice.ts).
     */
    organizationSave: build.mutation<Organization, FormData | object>({
      query: (body) => ({ url: '/organization', method: 'PUT', body, product: true }),
      transformResponse: (body: { data: Organization }) => body.data,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(resourcesApi.util.upsertQueryData('organization', undefined, data));
        dispatch({ type: SHELL_ORGANIZATION_LOADED, payload: { name: data.name, image: data.image } });
      },
    }),
  }),
});

export const { useAgentsBulkMutation, useTemplatesImportMutation, useOrganizationQuery, useOrganizationSaveMutation } =
  resourcesApi;
