// The names the Chat Report shows (departments, queues, agents, categories with their colours, closing
// comments), read once by the page and handed down to the table's cells, rather than one set of lookup
// hooks (selectors and memoised maps) per cell.
import { createContext, useContext, type ReactNode } from 'react';
import { useAgentNames, useCategories, useComments, useDepartments, useQueues } from '../../../reports';

function useLookupValues() {
  return {
    departments: useDepartments(),
    queues: useQueues(),
    agents: useAgentNames(),
    categories: useCategories(),
    comments: useComments().items,
  };
}

export type ChatReportLookups = ReturnType<typeof useLookupValues>;

const LookupsContext = createContext<ChatReportLookups | null>(null);

export function ChatReportLookupsProvider({ children }: { children: ReactNode }) {
  const lookups = useLookupValues();
  return <LookupsContext.Provider value={lookups}>{children}</LookupsContext.Provider>;
}

export function useChatReportLookups(): ChatReportLookups {
  const lookups = useContext(LookupsContext);
  if (!lookups) throw new Error('useChatReportLookups outside ChatReportLookupsProvider');
  return lookups;
}
