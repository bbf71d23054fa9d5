// What a report screen needs from its feature: the state, loaded whenever the query changes, and reload
// (Retry, auto-refresh).
import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { cleanQuery, type ReportFeature, type ReportQuery } from './createReportFeature';

export function useReport<T>(feature: ReportFeature<T>, query: ReportQuery) {
  const dispatch = useDispatch();
  const state = useSelector(feature.selectState);
  // Compare queries by value: screens build a new object on every render.
  const key = JSON.stringify(cleanQuery(query));
  const stableQuery = useMemo(() => JSON.parse(key) as ReportQuery, [key]);
  const reload = useCallback(() => dispatch(feature.actions.load(stableQuery)), [dispatch, feature, stableQuery]);
  useEffect(() => {
    reload();
  }, [reload]);
  return {
    ...state,
    /** First load, or the data on screen answers another query: the figures are not this query's yet. */
    pending: state.status === 'loading' && (state.data === null || JSON.stringify(state.query) !== key),
    reload,
  };
}
