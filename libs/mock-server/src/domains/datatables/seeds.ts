// 100 employee rows for the data-table demos: the same on every start (seeded from the domain's name), start
// dates counted back from the server's clock.
import type { EmployeeRow, EmployeeStatus } from '@live-agent/contracts';
import { initialsAvatar } from '../../images';
import { addDays, createRandom, isoDate } from '../../random';

export const EMPLOYEE_COUNT = 100;

const FIRST = [
  'Korrie',
  'Bailie',
  'Stella',
  'Dorolice',
  'Harmonia',
  'Genevra',
  'Eileen',
  'Richardo',
  'Allyson',
  'Merline',
  'Octavia',
  'Hugo',
  'Amira',
  'Joana',
  'Tobias',
  'Inès',
  'Kenji',
  'Lena',
  'Mateo',
  'Priya',
];
const LAST = [
  'O’Crevy',
  'Coulman',
  'Ganderton',
  'Ricardo',
  'Nisius',
  'Halmshaw',
  'Diehn',
  'Caldwell',
  'Fairburn',
  'Brockway',
  'Almeida',
  'Schmidt',
  'Dubois',
  'Okafor',
  'Tanaka',
];
const POSTS = [
  'Nuclear Power Engineer',
  'VP Quality Control',
  'Operator',
  'Cost Accountant',
  'Senior Cost Accountant',
  'Account Executive',
  'Web Developer',
  'Support Agent',
  'Human Resources Manager',
  'Software Test Engineer',
  'Sales Representative',
  'Data Coordinator',
];
const CITIES = [
  'Lisbon',
  'Berlin',
  'Lyon',
  'Porto',
  'Toronto',
  'Nairobi',
  'Osaka',
  'Melbourne',
  'São Paulo',
  'Kraków',
  'Dublin',
  'Austin',
];

export function buildEmployees(now: Date): EmployeeRow[] {
  const random = createRandom('datatables');
  const rows: EmployeeRow[] = [];
  for (let id = 1; id <= EMPLOYEE_COUNT; id += 1) {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const full_name = `${first} ${last}`;
    const age = random.int(21, 64);
    rows.push({
      id,
      avatar: initialsAvatar(full_name),
      full_name,
      post: random.pick(POSTS),
      email:
        `${first}.${last}${id}`
          .normalize('NFD')
          .replace(/[^A-Za-z0-9.]/g, '')
          .toLowerCase() + '@example.com',
      city: random.pick(CITIES),
      start_date: isoDate(addDays(now, -random.int(20, 3650))),
      salary: random.int(180, 1600) * 100 + random.int(0, 99),
      age,
      experience: random.int(0, Math.min(age - 20, 30)),
      status: random.int(1, 5) as EmployeeStatus,
    });
  }
  return rows;
}
