// The showcase's sample rows: plain data, the same on every visit (no network), read by the examples. Cities go by
// their own names (Lisboa, Köln), the same in every language.

export type Team = 'support' | 'sales' | 'billing';

export interface Member {
  key: number;
  name: string;
  team: Team;
  city: string;
  age: number;
  tickets: number;
}

export const MEMBERS: Member[] = [
  { key: 1, name: 'Ana Ribeiro', team: 'support', city: 'Porto', age: 31, tickets: 412 },
  { key: 2, name: 'Jonas Weber', team: 'sales', city: 'Berlin', age: 44, tickets: 128 },
  { key: 3, name: 'Chloé Martin', team: 'billing', city: 'Lyon', age: 27, tickets: 265 },
  { key: 4, name: 'Tomás Silva', team: 'support', city: 'Lisboa', age: 38, tickets: 590 },
  { key: 5, name: 'Lena Fischer', team: 'sales', city: 'Hamburg', age: 29, tickets: 87 },
  { key: 6, name: 'Hugo Bernard', team: 'support', city: 'Paris', age: 52, tickets: 344 },
  { key: 7, name: 'Marta Costa', team: 'billing', city: 'Braga', age: 35, tickets: 198 },
  { key: 8, name: 'Paul Schneider', team: 'support', city: 'München', age: 41, tickets: 476 },
  { key: 9, name: 'Inès Dubois', team: 'sales', city: 'Nantes', age: 24, tickets: 63 },
  { key: 10, name: 'Rui Almeida', team: 'billing', city: 'Coimbra', age: 47, tickets: 221 },
  { key: 11, name: 'Sofia Neumann', team: 'support', city: 'Köln', age: 33, tickets: 389 },
  { key: 12, name: 'Louis Petit', team: 'sales', city: 'Lille', age: 39, tickets: 142 },
];

export const TEAMS: readonly Team[] = ['support', 'sales', 'billing'];
