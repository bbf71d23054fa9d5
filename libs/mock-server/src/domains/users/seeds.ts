// The 50 demo users, the account settings and the profile page (docs/demo-api.md, Users). Everything comes
// from the domain's own seeded stream and sits at fixed offsets from the server's clock, so every load and
// every test with the same `now` sees the same records. About a third of the users have a picture; the others
// are shown by their initials (avatar '').
import {
  USER_CONTACT_OPTIONS,
  USER_GENDERS,
  USER_LANGUAGES,
  USER_PLANS,
  USER_ACTIVITY_KINDS,
  USER_ROLES,
  USER_STATUSES,
  type ProfileData,
  type ProfilePerson,
  type User,
  type UserActivity,
  slugOf,
} from '@live-agent/contracts';
import { svgDataUrl } from '../../images';
import { addDays, createRandom, isoDate, type Random } from '../../random';

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Amelia',
  'Oliver',
  'Sophia',
  'Elijah',
  'Mia',
  'Lucas',
  'Isabella',
  'Mateo',
  'Chloé',
  'Jonas',
  'Léa',
  'Henrik',
  'Beatriz',
  'Tiago',
  'Ingrid',
  'Yusuf',
  'Priya',
  'Kenji',
  'Ana',
  'Hugo',
  'Zoë',
];
const LAST = [
  'Martin',
  'Schmidt',
  'Dubois',
  'Silva',
  'Johnson',
  'Müller',
  'Moreau',
  'Santos',
  'Brown',
  'Weber',
  'Lefèvre',
  'Costa',
  'Garcia',
  'Novak',
  'Okafor',
  'Tanaka',
  'Ferreira',
  'Jensen',
  'Rossi',
  'Kowalski',
];
const COMPANIES = [
  'Yotz PVT LTD',
  'Skinder Inc',
  'Oozz GmbH',
  'Brightlane SA',
  'Northwind Lda',
  'Quantix',
  'Bluepeak Labs',
  'Helios Media',
  'Kanto Works',
  'Lumen & Co',
];
const COUNTRIES = [
  'Germany',
  'France',
  'Portugal',
  'Brazil',
  'United States',
  'United Kingdom',
  'Japan',
  'India',
  'Canada',
  'Poland',
];
const CITIES = ['Berlin', 'Lyon', 'Porto', 'Recife', 'Austin', 'Leeds', 'Osaka', 'Pune', 'Toronto', 'Kraków'];

export const USER_COUNT = 50;

const PORTRAIT_COLORS = ['#ffd8b5', '#d7e3fc', '#c9f2d9', '#fde2e4', '#e2ece9', '#fff1c1'];
const SKIN = ['#f1c27d', '#c68642', '#8d5524', '#ffdbac', '#e0ac69'];
const HAIR = ['#2c1b10', '#6a4e42', '#b55239', '#1c1c1c', '#d6b370'];

/** A small drawn portrait (head and shoulders): a picture that is not initials, with no network. */
export function portraitAvatar(random: Random): string {
  const bg = random.pick(PORTRAIT_COLORS);
  const skin = random.pick(SKIN);
  const hair = random.pick(HAIR);
  const shirt = random.pick(['#7367f0', '#28c76f', '#ea5455', '#ff9f43', '#00cfe8', '#4b4b4b']);
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<circle cx="32" cy="32" r="32" fill="${bg}"/>` +
      `<path d="M10 60c2-12 11-18 22-18s20 6 22 18a32 32 0 0 1-44 0z" fill="${shirt}"/>` +
      `<circle cx="32" cy="27" r="12" fill="${skin}"/>` +
      `<path d="M19 26c0-9 6-14 13-14s13 5 13 14c-4-5-9-6-13-6s-9 1-13 6z" fill="${hair}"/>` +
      `</svg>`,
  );
}

/** A landscape picture (cover, post and gallery images), from a few shapes and the stream's colours. */
export function landscape(random: Random, width: number, height: number): string {
  const hues = [random.int(180, 260), random.int(0, 60), random.int(90, 160)];
  const [sky, sun, hill] = hues;
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="hsl(${sky},60%,78%)"/>` +
      `<circle cx="${Math.round(width * 0.75)}" cy="${Math.round(height * 0.3)}" r="${Math.round(height * 0.12)}" fill="hsl(${sun},90%,65%)"/>` +
      `<path d="M0 ${height}L0 ${Math.round(height * 0.6)}Q${Math.round(width * 0.3)} ${Math.round(height * 0.35)} ${Math.round(width * 0.6)} ${Math.round(height * 0.65)}T${width} ${Math.round(height * 0.55)}L${width} ${height}z" fill="hsl(${hill},40%,45%)"/>` +
      `</svg>`,
  );
}

const slug = (text: string) => slugOf(text).replace(/-/g, '');

export function buildUsers(now: Date): User[] {
  const random = createRandom('users');
  const users: User[] = [];
  for (let index = 0; index < USER_COUNT; index += 1) {
    const first = FIRST[index % FIRST.length];
    const last = LAST[(index * 7 + 3) % LAST.length];
    const fullName = `${first} ${last}`;
    const username = `${slug(first)}.${slug(last)}${index >= FIRST.length ? index : ''}`;
    const countryIndex = random.int(0, COUNTRIES.length - 1);
    const withPicture = random.bool(0.35);
    const avatar = withPicture ? portraitAvatar(random) : '';
    const years = random.int(20, 58);
    users.push({
      id: index + 1,
      fullName,
      company: random.pick(COMPANIES),
      // Admins are few, subscribers many, as on a real site.
      role: random.pick([
        'admin',
        'editor',
        'editor',
        'author',
        'author',
        'maintainer',
        'subscriber',
        'subscriber',
        'subscriber',
      ] as const),
      username,
      country: COUNTRIES[countryIndex],
      contact: `+${random.int(1, 99)} ${random.int(100, 999)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
      email: `${username}@example.com`,
      currentPlan: random.pick(USER_PLANS),
      status: random.pick(['active', 'active', 'active', 'inactive', 'pending'] as const),
      avatar,
      birthDate: isoDate(addDays(now, -(years * 365 + random.int(0, 364)))),
      website: random.bool(0.5) ? `https://${slug(last)}.example.com` : '',
      language: random.pick(USER_LANGUAGES),
      gender: random.pick([...USER_GENDERS, ''] as const),
      contactOptions: USER_CONTACT_OPTIONS.filter(() => random.bool(0.5)),
      address: {
        line1: `${random.int(1, 200)} ${random.pick(['Market Street', 'Rue de la Paix', 'Hauptstraße', 'Rua Augusta', 'High Street'])}`,
        line2: random.bool(0.3) ? `Floor ${random.int(1, 9)}` : '',
        postcode: String(random.int(10000, 99999)),
        city: CITIES[countryIndex],
        state: '',
      },
      social: {
        twitter: random.bool(0.5) ? `https://twitter.com/${username}` : '',
        facebook: random.bool(0.3) ? `https://facebook.com/${username}` : '',
        instagram: random.bool(0.3) ? `https://instagram.com/${username}` : '',
        github: random.bool(0.3) ? `https://github.com/${username}` : '',
        codepen: '',
        slack: '',
      },
    });
  }
  // Every role, plan and status shows up at least once, whatever the stream gives.
  USER_ROLES.forEach((role, index) => (users[index].role = role));
  USER_PLANS.forEach((plan, index) => (users[index + 5].currentPlan = plan));
  USER_STATUSES.forEach((status, index) => (users[index + 10].status = status));
  return users;
}

/** A user's recent activity, newest first, the same for the same id and clock. */
export function activityOf(userId: number, now: Date): UserActivity[] {
  const random = createRandom(`users-activity-${userId}`);
  let at = now.getTime();
  return Array.from({ length: 4 + random.int(0, 2) }, () => {
    at -= random.int(2, 60) * 3_600_000;
    return { kind: random.pick(USER_ACTIVITY_KINDS), at: new Date(at).toISOString() };
  });
}

// ---- The profile page --------------------------------------------------------------------------------

export interface StoredPost {
  id: number;
  author: ProfilePerson;
  postTime: string;
  postText: string;
  postImg: string;
  share: number;
  /** People (not the signed-in user) who like it. */
  likedUsers: ProfilePerson[];
  /** Ids of signed-in demo accounts who like it. */
  likedBy: number[];
  detailedComments: ProfileData['posts'][number]['detailedComments'];
}

export interface StoredPoll {
  id: number;
  question: string;
  options: { id: number; text: string; votes: number }[];
  /** Signed-in account id → the option it chose. */
  votes: Record<string, number>;
}

export type StoredProfile = Omit<ProfileData, 'posts' | 'postsTotal' | 'polls'>;

const POST_TEXTS = [
  'Wonderful day at the support summit: three talks on chat routing and one on keeping agents happy.',
  'We cut the average first response time by a third this quarter. Proud of the team!',
  'Trying a new layout for the weekly report. Feedback welcome.',
  'Weekend hike before the product launch. Fresh air, clear head.',
  'Our chatbot now hands over to a person with the whole conversation attached.',
  'Reading list for the holidays: three books on service design.',
  'Five years in customer support today. Thank you all for the ride.',
  'New office plants arrived. The team named them after our queues.',
];

export function buildProfile(now: Date): { profile: StoredProfile; posts: StoredPost[]; polls: StoredPoll[] } {
  const random = createRandom('users-profile');
  const person = (index: number): ProfilePerson => ({
    fullName: `${FIRST[(index * 3) % FIRST.length]} ${LAST[(index * 5 + 1) % LAST.length]}`,
    avatar: portraitAvatar(random),
  });
  const profile: StoredProfile = {
    header: {
      avatar: portraitAvatar(random),
      coverImg: landscape(random, 1200, 300),
      fullName: 'John Doe',
      designation: 'Support lead',
    },
    userAbout: {
      about: 'Leads the customer support team: routing, training and the weekly quality review.',
      joined: isoDate(addDays(now, -900)),
      lives: 'Lisbon, Portugal',
      email: 'admin@demo.com',
      website: 'https://live-agent.example.com',
    },
    suggestedPages: ['Support Heroes', 'Chat Design Weekly', 'Queue Masters', 'CSAT Club', 'Bot Builders'].map(
      (fullName, index) => ({
        id: index + 1,
        fullName,
        avatar: portraitAvatar(random),
        subtitle: ['Community', 'Publication', 'Group', 'Community', 'Developers'][index],
        favorite: index === 1,
      }),
    ),
    twitterFeeds: [0, 1, 2].map((index) => {
      const who = person(index + 10);
      return {
        id: index + 1,
        ...who,
        handle: `@${slug(who.fullName)}`,
        text: [
          'Great read on reducing queue abandonment.',
          'Shipped: canned replies with variables.',
          'Who else is testing the new handoff rules?',
        ][index],
      };
    }),
    latestPhotos: Array.from({ length: 9 }, (_, index) => ({ id: index + 1, img: landscape(random, 240, 240) })),
    suggestions: Array.from({ length: 5 }, (_, index) => ({
      id: index + 1,
      ...person(index + 20),
      mutualFriend: random.int(2, 40),
    })),
  };
  const posts: StoredPost[] = POST_TEXTS.map((postText, index) => {
    const likers = Array.from({ length: random.int(2, 6) }, (_, n) => person(index * 4 + n + 1));
    return {
      id: index + 1,
      author: index % 3 === 0 ? { fullName: 'John Doe', avatar: profile.header.avatar } : person(index + 30),
      postTime: new Date(now.getTime() - (index * 26 + random.int(1, 20)) * 3_600_000).toISOString(),
      postText,
      postImg: index % 2 === 0 ? landscape(random, 800, 400) : '',
      share: random.int(0, 30),
      likedUsers: likers,
      likedBy: index === 1 ? [1] : [],
      detailedComments: Array.from({ length: random.int(0, 2) }, (_, n) => ({
        id: n + 1,
        ...person(index + n + 40),
        comment: ['Congratulations!', 'Looks great.', 'Well done, team.'][n % 3],
        at: new Date(now.getTime() - (index * 26 - 2) * 3_600_000).toISOString(),
      })),
    };
  });
  const polls: StoredPoll[] = [
    {
      id: 1,
      question: 'Which channel should we open next?',
      options: ['WhatsApp', 'Instagram', 'SMS', 'Voice'].map((text, index) => ({
        id: index + 1,
        text,
        votes: random.int(3, 30),
      })),
      votes: {},
    },
    {
      id: 2,
      question: 'Best time for the team meeting?',
      options: ['Monday 9:00', 'Wednesday 14:00', 'Friday 11:00'].map((text, index) => ({
        id: index + 1,
        text,
        votes: random.int(3, 30),
      })),
      votes: {},
    },
  ];
  return { profile, posts, polls };
}
