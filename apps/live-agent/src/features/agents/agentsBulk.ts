// The body of a bulk action on the selected agents (POST /agents/bulk, all or nothing).
import type { AgentBulkAction, AgentBulkRequest } from '@live-agent/contracts';

const ASSIGNS: ReadonlySet<AgentBulkAction> = new Set(['assignDepartment', 'assignQueue', 'assignShift']);

/** The request body for a bulk action: numeric ids, and a value only for the assign actions. */
export function bulkBody({
  ids,
  action,
  value,
}: {
  ids: readonly (number | string)[];
  action: AgentBulkAction;
  /** The department, queue or shift of an assign action. */
  value?: number | null;
}): AgentBulkRequest {
  const body: AgentBulkRequest = { ids: ids.map(Number), action };
  if (ASSIGNS.has(action)) body.value = value ?? null;
  return body;
}
