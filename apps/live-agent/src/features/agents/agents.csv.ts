// The CSV export of the Agents list: every agent matching the current search and filters, with the
// department, queue and shift names people read (not ids), headers in the user's language, and the
// file named agents-YYYY-MM-DD.csv after the local day of the export.
import dayjs from 'dayjs';
import { toCsv, type CsvColumn } from '@live-agent/ui-kit';
import type { Agent } from '@live-agent/contracts';

export interface AgentLookups {
  departments: ReadonlyMap<number, string>;
  queues: ReadonlyMap<number, string>;
  shifts: ReadonlyMap<number, string>;
}

type T = (key: string) => string;

const namesIn = (ids: readonly number[], names: ReadonlyMap<number, string>) =>
  ids.map((id) => names.get(id) ?? `#${id}`).join('; ');

export function agentCsvColumns(t: T, lookups: AgentLookups): CsvColumn<Agent>[] {
  return [
    { header: t('agents.fields.fullName'), value: (agent) => agent.fullName },
    { header: t('agents.fields.email'), value: (agent) => agent.email },
    { header: t('agents.fields.status'), value: (agent) => t(`common.status.${agent.status}`) },
    { header: t('agents.fields.departments'), value: (agent) => namesIn(agent.departmentIds, lookups.departments) },
    { header: t('agents.fields.queues'), value: (agent) => namesIn(agent.queueIds, lookups.queues) },
    {
      header: t('agents.fields.shift'),
      value: (agent) => (agent.shiftId === null ? '' : (lookups.shifts.get(agent.shiftId) ?? `#${agent.shiftId}`)),
    },
    { header: t('agents.fields.maxConcurrentChats'), value: (agent) => agent.maxConcurrentChats },
    { header: t('agents.fields.isActive'), value: (agent) => t(agent.isActive ? 'common.yes' : 'common.no') },
    { header: t('agents.fields.lastLoginAt'), value: (agent) => agent.lastLoginAt ?? '' },
  ];
}

export function agentsCsv(t: T, lookups: AgentLookups, agents: readonly Agent[]): string {
  return toCsv(agentCsvColumns(t, lookups), agents);
}

export function agentsCsvFilename(now: Date = new Date()): string {
  return `agents-${dayjs(now).format('YYYY-MM-DD')}.csv`;
}
