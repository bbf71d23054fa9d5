// The CSV mapping of the Agents export: translated headers, names instead of ids, one line per agent.
import { parseCsv } from '@live-agent/ui-kit';
import type { Agent } from '@live-agent/contracts';
import { agentCsvColumns, agentsCsv, agentsCsvFilename, type AgentLookups } from './agents.csv';

const t = (key: string) => `[${key}]`;

const lookups: AgentLookups = {
  departments: new Map([
    [1, 'Sales'],
    [2, 'Support'],
  ]),
  queues: new Map([
    [3, 'General questions'],
    [4, 'Account, login'],
  ]),
  shifts: new Map([[4, 'Night']]),
};

const agent = (overrides: Partial<Agent>): Agent => ({
  id: 1,
  fullName: 'Emma Schneider',
  email: 'emma.schneider@acme.test',
  avatar: '',
  departmentIds: [1, 2],
  queueIds: [3, 4],
  shiftId: 4,
  maxConcurrentChats: 5,
  status: 'online',
  isActive: true,
  lastLoginAt: '2025-03-01T08:00:00.000Z',
  ...overrides,
});

describe('agents CSV', () => {
  it('has translated headers in a fixed order', () => {
    expect(agentCsvColumns(t, lookups).map((column) => column.header)).toEqual([
      '[agents.fields.fullName]',
      '[agents.fields.email]',
      '[agents.fields.status]',
      '[agents.fields.departments]',
      '[agents.fields.queues]',
      '[agents.fields.shift]',
      '[agents.fields.maxConcurrentChats]',
      '[agents.fields.isActive]',
      '[agents.fields.lastLoginAt]',
    ]);
  });

  it('maps each agent to readable names, translated status and yes/no', () => {
    const rows = parseCsv(
      agentsCsv(t, lookups, [
        agent({}),
        agent({
          id: 2,
          fullName: 'Noah Weber',
          departmentIds: [],
          queueIds: [9],
          shiftId: null,
          status: 'offline',
          isActive: false,
          lastLoginAt: null,
        }),
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      'Emma Schneider',
      'emma.schneider@acme.test',
      '[common.status.online]',
      'Sales; Support',
      'General questions; Account, login',
      'Night',
      '5',
      '[common.yes]',
      '2025-03-01T08:00:00.000Z',
    ]);
    // An unknown id stays visible rather than vanishing; no shift and no login are empty cells.
    expect(rows[2]).toEqual([
      'Noah Weber',
      expect.any(String),
      '[common.status.offline]',
      '',
      '#9',
      '',
      '5',
      '[common.no]',
      '',
    ]);
  });

  it('names the file after the local day', () => {
    expect(agentsCsvFilename(new Date(2025, 2, 7, 23, 30))).toBe('agents-2025-03-07.csv');
  });
});
