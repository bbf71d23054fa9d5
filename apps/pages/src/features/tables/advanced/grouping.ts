// Rows grouped by one field with a subtotal per group: the group rows carry their members as `children`, so antd's
// Table shows each group as a row that opens and closes (its tree data).

export type Region = 'north' | 'south' | 'east' | 'west';
export type Channel = 'chat' | 'email' | 'phone';

export interface Sale {
  key: string;
  agent: string;
  region: Region;
  channel: Channel;
  amount: number;
}

export type GroupField = 'region' | 'channel';

export interface SaleGroup {
  key: string;
  group: string;
  count: number;
  amount: number;
  children: Sale[];
}

export const SALES: Sale[] = [
  { key: 's1', agent: 'Ana Ribeiro', region: 'south', channel: 'chat', amount: 1840.5 },
  { key: 's2', agent: 'Jonas Weber', region: 'north', channel: 'phone', amount: 920 },
  { key: 's3', agent: 'Chloé Martin', region: 'west', channel: 'email', amount: 415.25 },
  { key: 's4', agent: 'Tomás Silva', region: 'south', channel: 'phone', amount: 2210 },
  { key: 's5', agent: 'Lena Fischer', region: 'north', channel: 'chat', amount: 1375.75 },
  { key: 's6', agent: 'Hugo Bernard', region: 'west', channel: 'chat', amount: 660 },
  { key: 's7', agent: 'Marta Costa', region: 'south', channel: 'email', amount: 305.4 },
  { key: 's8', agent: 'Paul Schneider', region: 'east', channel: 'phone', amount: 1999.99 },
  { key: 's9', agent: 'Inès Dubois', region: 'west', channel: 'chat', amount: 740.1 },
  { key: 's10', agent: 'Sofia Neumann', region: 'east', channel: 'email', amount: 512.6 },
];

/** Sums money in cents, so 0.1 + 0.2 adds up to 0.3 on the page. */
export const sum = (values: readonly number[]) =>
  values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;

/** The rows in groups of equal `field`, in first-seen order, each with its count and subtotal. */
export function groupRows(rows: readonly Sale[], field: GroupField): SaleGroup[] {
  const groups = new Map<string, Sale[]>();
  for (const row of rows) groups.set(row[field], [...(groups.get(row[field]) ?? []), row]);
  return [...groups].map(([group, children]) => ({
    key: `group-${group}`,
    group,
    count: children.length,
    amount: sum(children.map((row) => row.amount)),
    children,
  }));
}
