// The CSV of the Chat Report: one line per conversation with raw values (ISO timestamps, seconds, ids next
// to names, status and channel codes), so a spreadsheet can compute with it; headers are translated.
import type { TFunction } from 'i18next';
import type { CsvColumn } from '@live-agent/ui-kit';
import type { ConversationRow } from '@live-agent/contracts';

export interface CsvNames {
  department: (id: number) => string;
  queue: (id: number) => string;
  category: (id: number) => string;
}

export function chatReportCsvColumns(t: TFunction, names: CsvNames): CsvColumn<ConversationRow>[] {
  const column = (key: string, value: CsvColumn<ConversationRow>['value']): CsvColumn<ConversationRow> => ({
    header: t(`chatReport.csv.${key}`),
    value,
  });
  return [
    column('id', (row) => row.id),
    column('createdAt', (row) => row.createdAt),
    column('closedAt', (row) => row.closedAt),
    column('customerId', (row) => row.customerId),
    column('customerName', (row) => row.customer.name),
    column('customerEmail', (row) => row.customer.email),
    column('channel', (row) => row.channel),
    column('departmentId', (row) => row.departmentId),
    column('departmentName', (row) => names.department(row.departmentId)),
    column('queueId', (row) => row.queueId),
    column('queueName', (row) => names.queue(row.queueId)),
    column('agentId', (row) => row.agentId),
    column('agentName', (row) => row.agentName),
    column('status', (row) => row.status),
    column('waitSec', (row) => row.waitSec),
    column('firstResponseSec', (row) => row.firstResponseSec),
    column('handleSec', (row) => row.handleSec),
    column('messageCount', (row) => row.messageCount),
    column('rating', (row) => row.rating),
    column('categoryIds', (row) => row.categoryIds.join(';')),
    column('categoryNames', (row) => row.categoryIds.map(names.category).join('; ')),
  ];
}

/** `chat-report_<from>_<to>.csv` (the period's days). */
export const chatReportFilename = (from: string, to: string) => `chat-report_${from}_${to}.csv`;
