// What a resource screen needs (docs/architecture.md, "Server data"): its page of the list as the URL asks for it
// (crud/lists.ts), every record for its selects, and the list and form handlers. Reads go through the resource's
// query hooks (kept on screen while a changed question loads), writes through its mutations, whose tags refresh the
// lists they touch. A 422 puts the server's messages under the form's fields and keeps what was typed; any other
// failure goes through the error catalogue. A page past the end (the last row of the last page deleted, or a
// hand-typed URL) is corrected once, to the last page.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import i18n from 'i18next';
import { describeApiError, reportApiError, useAppAbility } from '@live-agent/auth';
import { queryView } from '@live-agent/store/api';
import { tellWriteFailure, toast, useUrlState, type ListParams } from '@live-agent/ui-kit';
import type { ListArg, Page, Resource } from '../api/resources';
import { NAMESPACE } from '../i18n';
import { argOf, type ListSpec } from './lists';

/** The biggest page a CSV export asks for, unless more rows match. */
const EXPORT_PAGE = 1000;

const say = (key: string) => i18n.t(`${NAMESPACE}:${key}`);

/** A failed write the user is told about (ui-kit's tellWriteFailure): a 422's fields go back to the form. */
export const reportFailure = (error: unknown) => tellWriteFailure(error, { fallback: say('common.invalid') });

/** Reports a failed load once per failure (the screen's own Retry is on screen). */
export function useReportedFailure(error: unknown) {
  useEffect(() => {
    if (error) reportApiError(error, toast.error);
  }, [error]);
}

export function useResourceList<T extends { id: number }, I extends object>(resource: Resource<T, I>, list: ListSpec) {
  const dispatch = useDispatch();
  const canManage = useAppAbility().can('manage', list.manages);
  const [url, setUrl] = useUrlState(list.schema);
  const params = useMemo(() => list.paramsOf(url), [list, url]);
  const arg = useMemo(() => argOf(params), [params]);
  const listResult = resource.useList(arg);
  const view = queryView(listResult, describeApiError);
  const allResult = resource.useAll();
  useReportedFailure(listResult.error);
  useReportedFailure(allResult.error);

  const page: Page<T> | null = view.data;
  const total = page?.total ?? 0;
  const pastTheEnd =
    !listResult.isFetching && !!page && page.data.length === 0 && total > 0 && params.page > 1 && !view.pending;
  useEffect(() => {
    if (pastTheEnd) setUrl({ page: Math.ceil(total / params.perPage) }, { replace: true });
  }, [pastTheEnd, total, params.perPage, setUrl]);

  const [form, setForm] = useState<{ open: boolean; selected: T | null; fieldErrors: Record<string, string[]> | null }>(
    { open: false, selected: null, fieldErrors: null },
  );
  const [create, created] = resource.useCreate();
  const [update, updated] = resource.useUpdate();
  const [removeOne, removing] = resource.useRemove();

  const save = useCallback(
    async (values: I | Partial<I>, id?: number) => {
      setForm((current) => ({ ...current, fieldErrors: null }));
      try {
        const record = id === undefined ? await create(values as I).unwrap() : await update({ id, values }).unwrap();
        toast.success(say(id === undefined ? list.messages.created : list.messages.updated));
        setForm((current) => (current.open ? { open: false, selected: record, fieldErrors: null } : current));
        return true;
      } catch (error) {
        const fieldErrors = reportFailure(error);
        setForm((current) => ({ ...current, fieldErrors }));
        return false;
      }
    },
    [create, update, list],
  );

  const remove = useCallback(
    async (record: T) => {
      try {
        await removeOne(record.id).unwrap();
        toast.success(say(list.messages.deleted));
        // The form showing the deleted record has nothing left to show.
        setForm((current) =>
          current.selected?.id === record.id ? { open: false, selected: null, fieldErrors: null } : current,
        );
      } catch (error) {
        // A record still in use answers 422 with a message naming what uses it.
        reportApiError(error, toast.error);
      }
    },
    [removeOne, list],
  );

  const setParams = useCallback(
    (next: ListParams) =>
      setUrl({
        q: next.q,
        page: next.page,
        perPage: next.perPage,
        sort: next.sort,
        ...Object.fromEntries(list.filters.map((name) => [name, next.filters[name] ?? null])),
      } as never),
    [setUrl, list],
  );

  /** Every row matching the current params, not just the page (CSV export). */
  const exportRows = useCallback(
    async (onRows: (rows: T[]) => void) => {
      const everything = argOf({ ...params, page: 1, perPage: Math.max(total, EXPORT_PAGE) });
      try {
        const asked = dispatch(resource.fetchList(everything) as never) as { unwrap(): Promise<Page<T>> };
        onRows((await asked.unwrap()).data);
      } catch (error) {
        reportApiError(error, toast.error);
      }
    },
    [dispatch, resource, params, total],
  );

  const saving =
    created.isLoading || updated.isLoading || (removing.isLoading && form.selected?.id === removing.originalArgs);
  return {
    /** The list's spec: its strings, URL and toasts. */
    spec: list,
    /** Whether the signed-in user may add, edit and delete the records. */
    canManage,
    state: {
      data: page?.data ?? [],
      total,
      params,
      status: view.status,
      allData: allResult.data ?? [],
      allStatus: queryView(allResult, describeApiError).status,
      selected: form.selected,
      formOpen: form.open,
      saving,
      fieldErrors: form.fieldErrors,
    },
    /** The list's query (a reorder shows its new order in this cached page). */
    arg,
    setParams,
    retry: view.reload,
    openCreate: useCallback(() => setForm({ open: true, selected: null, fieldErrors: null }), []),
    openEdit: useCallback((record: T) => setForm({ open: true, selected: record, fieldErrors: null }), []),
    closeForm: useCallback(() => setForm((current) => ({ ...current, open: false, fieldErrors: null })), []),
    save,
    remove,
    exportRows,
  };
}

/**
 * Saving a hand-ordered list's new order (`resource.useReorder`): shown at once in the list's cached page `arg`; a
 * failure says so, then the server's reason, and the order goes back (api/resources.ts).
 */
export function useListReorder<T extends { id: number }, I>(resource: Resource<T, I>, arg: ListArg) {
  const [reorder] = resource.useReorder();
  return useCallback(
    async (ids: number[]) => {
      try {
        await reorder({ ids, list: arg }).unwrap();
      } catch (error) {
        toast.error(say('sortableTable.saveFailed'));
        reportApiError(error, toast.error);
      }
    },
    [reorder, arg],
  );
}
