// What a query screen needs from its feature: the state, loaded whenever the query changes (the first time started
// while the screen renders, docs/architecture.md "First requests start with the render"), and reload (Retry, auto-refresh).
import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useEarlyStart } from '../early/useEarlyStart';
import { cleanQuery, type Query, type QueryFeature } from './createQueryFeature';

export function useQuery<T>(feature: QueryFeature<T>, query: Query) {
  const dispatch = useDispatch();
  const state = useSelector(feature.selectState);
  // Compare queries by value: screens build a new object on every render.
  const key = JSON.stringify(cleanQuery(query));
  const stableQuery = useMemo(() => JSON.parse(key) as Query, [key]);
  const reload = useCallback(() => dispatch(feature.actions.load(stableQuery)), [dispatch, feature, stableQuery]);
  // The first load is asked for while the screen renders; the effect's load takes its answer over.
  useEarlyStart((context: Record<string, unknown>) => feature.startEarly(context, stableQuery));
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
