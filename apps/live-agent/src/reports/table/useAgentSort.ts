// The sort of an agent report's table (performance, analysis): the reader's, kept on the page (not in the URL),
// by agent name to start with and as the tie-break, in the reader's collation (reportTable.ts, applySort).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applySort, type SortState, type SortValue } from './reportTable';

export function useAgentSort<T>(rows: readonly T[] | undefined, accessors: Record<string, (row: T) => SortValue>) {
  const { i18n } = useTranslation('liveAgent');
  const [sort, setSort] = useState<SortState | null>({ key: 'agent', order: 'ascend' });
  const sorted = useMemo(
    () => applySort(rows ?? [], sort, accessors, i18n.language, accessors.agent),
    [rows, sort, accessors, i18n.language],
  );
  return { rows: sorted, sort, setSort };
}
