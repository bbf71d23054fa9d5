// What the tests of the agent reports (analysis, performance) read off an AgentReportTable and ask of the API.
import { apiGet, signIn } from '../../test/render';

/** The table's rows (by its test id), in the order shown. */
export const agentTableRows = (testId: string) =>
  Array.from(document.querySelectorAll<HTMLElement>(`[data-testid="${testId}"] .ant-table-tbody > tr.ant-table-row`));

/** The agents' names, in the order the table lists them. */
export const agentNamesIn = (testId: string) =>
  agentTableRows(testId).map((row) => row.querySelector('.la-agent-name')?.textContent);

/** The report below /api/v1/reports as the API answers it, signed in as the admin like the page. */
export async function agentReportFromApi<T>(report: string, params: Record<string, string | number>): Promise<T> {
  await signIn();
  return apiGet<T>(`/reports/${report}`, params);
}
