// The demo chat's people and conversations (docs/demo-api.md, Chat). Fixed names and texts, so the list reads
// like a real team; message times sit at fixed offsets before the server's `now`, so the chats look current on
// any day (today, yesterday, last week) and a test that pins `now` sees the same records every run.
import {
  CHAT_PROFILE_USER_ID,
  type Chat,
  type ChatContact,
  type ChatMessage,
  type ChatProfileUser,
} from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { initialsAvatar } from '../../images';
import type { SeedClock } from '../../types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const person = (
  id: number,
  fullName: string,
  role: string,
  about: string,
  status: ChatContact['status'],
): ChatContact => ({
  id,
  fullName,
  role,
  about,
  avatar: initialsAvatar(fullName),
  status,
});

/** Ids 1–10 and 12–16: 11 is the profile user. */
export const CHAT_CONTACTS: ChatContact[] = [
  person(1, 'Felecia Rower', 'Frontend Developer', 'Builds the chat widget. Ask her about the embed code.', 'offline'),
  person(2, 'Adalberto Granzin', 'UI/UX Designer', 'Designs the agent console. Prefers mock-ups to meetings.', 'busy'),
  person(3, 'Joaquina Weisenborn', 'Town Planner', 'Customer from the city council, evaluating the service.', 'busy'),
  person(4, 'Verla Morgano', 'Data Scientist', 'Owns the CSAT and handoff models.', 'online'),
  person(5, 'Margot Henschke', 'Dietitian', 'Pilot customer: a clinic using chat for appointments.', 'busy'),
  person(6, 'Sal Piggee', 'Marketing Executive', 'Runs the campaigns that bring the chat traffic.', 'online'),
  person(
    7,
    'Miguel Guelff',
    'Special Educational Needs Teacher',
    'Tests accessibility with a screen reader every week.',
    'online',
  ),
  person(8, 'Mauro Elenbaas', 'Advertising Procurement Manager', 'Negotiates the annual plan renewals.', 'away'),
  person(
    9,
    'Bridgett Omohundro',
    'Designer, Television/Film Set',
    'Freelancer; writes in bursts between shoots.',
    'offline',
  ),
  person(10, 'Zenia Jacobs', 'Building Surveyor', 'Customer onboarding three sites next month.', 'away'),
  person(12, 'Harriet Okafor', 'Support Team Lead', 'Runs the morning shift and the weekly queue review.', 'online'),
  person(13, 'Tomás Ribeiro', 'Billing Specialist', 'Knows every invoice and refund rule by heart.', 'online'),
  person(14, 'Ingrid Lindqvist', 'Quality Analyst', 'Reviews a sample of closed chats every day.', 'away'),
  person(15, 'Yusuf Demir', 'Solutions Engineer', 'Connects the chat to CRMs and ticketing tools.', 'offline'),
  person(16, 'Chloé Martin', 'Customer Success Manager', 'Looks after the French-speaking accounts.', 'busy'),
];

export function buildProfileUser(): ChatProfileUser {
  return {
    id: CHAT_PROFILE_USER_ID,
    avatar: initialsAvatar('John Doe'),
    fullName: 'John Doe',
    role: 'Support Manager',
    about: 'Helping the team answer every customer in under a minute.',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
}

/** A line of a seeded chat: who wrote it (`me` or the contact) and how long before `now`. */
type Line = [who: 'me' | 'them', agoMs: number, text: string];

interface SeedChat {
  contactId: number;
  unseenMsgs: number;
  lines: Line[];
}

// The long chat: a working day with a colleague two days ago, then this morning, enough to scroll through.
function longChat(): Line[] {
  const topics = [
    [
      'Morning! Did you see the queue numbers from last night?',
      'Yes, the billing queue peaked at 14 waiting around 21:00.',
    ],
    ['That is the campaign traffic, I think.', 'Probably. Sal said the newsletter went out at 20:30.'],
    ['Can we put two more agents on billing in the evening?', 'I can move Tomás and Ingrid from the morning shift.'],
    ['Great, let us try it for a week.', 'Done. I changed the shift in the schedule.'],
    ['How did the new greeting template do?', 'First response time dropped by 12 seconds on average.'],
    ['Nice. Any complaints about it?', 'One customer found it too long. I shortened the second sentence.'],
    ['Are the French templates translated yet?', 'Chloé is reviewing them this afternoon.'],
    ['And the chatbot handoff rules?', 'The refund intent now goes straight to a person.'],
    ['Good call, refunds were our lowest CSAT.', 'Exactly. Let us check the numbers again on Friday.'],
    ['Lunch at 12:30?', 'Sure, the usual place.'],
    ['The dashboard shows two missed chats this morning.', 'Both arrived at 07:58, before the shift started.'],
    ['Should we open the queue at 07:45 then?', 'I will ask Harriet if she can start earlier.'],
  ];
  const lines: Line[] = [];
  // Two days ago from 09:00 (relative), one exchange every ~25 minutes.
  let ago = 2 * DAY + 2 * HOUR;
  for (const [mine, theirs] of topics) {
    lines.push(['me', ago, mine]);
    lines.push(['them', ago - 2 * MINUTE, theirs]);
    ago -= 25 * MINUTE;
  }
  lines.push(['them', DAY + 3 * HOUR, 'Reminder: queue review tomorrow at 10.']);
  lines.push(['me', DAY + 3 * HOUR - 5 * MINUTE, 'Thanks, I will bring the weekend figures.']);
  lines.push(['them', 50 * MINUTE, 'Harriet agreed: the queue opens at 07:45 from Monday.']);
  lines.push(['them', 49 * MINUTE, 'Can you announce it to the team?']);
  lines.push(['them', 48 * MINUTE, 'And please check the weekend rota before noon.']);
  return lines;
}

const SEED_CHATS: SeedChat[] = [
  { contactId: 12, unseenMsgs: 3, lines: longChat() },
  {
    contactId: 4,
    unseenMsgs: 1,
    lines: [
      ['me', 3 * HOUR, 'Hi Verla, is the handoff model retrained?'],
      ['them', 3 * HOUR - 4 * MINUTE, 'Yes, since this morning. Containment is up two points.'],
      ['me', 3 * HOUR - 6 * MINUTE, 'Great news! Any side effects?'],
      ['them', 2 * HOUR, 'A few more handoffs on billing questions. I am looking into it.'],
    ],
  },
  {
    contactId: 6,
    unseenMsgs: 0,
    lines: [
      ['them', 5 * HOUR, 'The spring campaign starts on Monday.'],
      ['me', 5 * HOUR - 10 * MINUTE, 'Thanks for the warning, we will staff up.'],
      ['them', 5 * HOUR - 12 * MINUTE, 'Expect about 30% more chats in the first week.'],
      ['me', 4 * HOUR, 'Noted. Can you share the landing page so agents know what customers saw?'],
    ],
  },
  {
    contactId: 1,
    unseenMsgs: 2,
    lines: [
      ['me', DAY + 6 * HOUR, 'Felecia, the widget does not load on the pricing page.'],
      ['them', DAY + 5 * HOUR, 'Found it: a content security policy blocks the script.'],
      ['them', DAY + 5 * HOUR - 2 * MINUTE, 'I sent the fix to the web team, live tomorrow.'],
    ],
  },
  {
    contactId: 13,
    unseenMsgs: 0,
    lines: [
      ['them', 6 * DAY, 'Refunds above 200 € now need a second approval.'],
      ['me', 6 * DAY - 30 * MINUTE, 'Understood, I will update the template.'],
    ],
  },
  {
    contactId: 8,
    unseenMsgs: 0,
    lines: [
      ['me', 9 * DAY, 'Mauro, when is the renewal meeting?'],
      ['them', 9 * DAY - HOUR, 'Next Thursday at 15:00, I will send an invite.'],
      ['me', 9 * DAY - 2 * HOUR, 'Perfect, thanks.'],
    ],
  },
];

export function buildChats(now: Date): Chat[] {
  return SEED_CHATS.map(({ contactId, unseenMsgs, lines }, index) => ({
    id: index + 1,
    userId: contactId,
    unseenMsgs,
    chat: lines.map(([who, ago, message], line): ChatMessage => ({
      id: line + 1,
      message,
      time: new Date(now.getTime() - ago).toISOString(),
      senderId: who === 'me' ? CHAT_PROFILE_USER_ID : contactId,
    })),
  }));
}

export function seedChat(server: Server, { now }: SeedClock): void {
  server.db.chatContacts.insert(CHAT_CONTACTS);
  server.db.chats.insert(buildChats(now));
  server.db.chatProfileUsers.insert([buildProfileUser()]);
}
