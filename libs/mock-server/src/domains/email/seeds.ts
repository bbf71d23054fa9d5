// The demo mailbox of John Doe, the demo admin (docs/demo-api.md, Email): 26 mails over the five folders,
// at fixed offsets before the server's "now" (minutes to weeks ago), so the inbox looks alive on any day
// and a test that pins `now` sees the same mailbox. Bodies are HTML with formatting, links, images and a
// table; one mail is hostile on purpose (a script, an event handler, a `javascript:` link) so the reader's
// sanitising can be seen and tested. Only the minutes are drawn from the domain's random stream.
import type {
  Email,
  EmailAddress,
  EmailAttachment,
  EmailFolder,
  EmailLabel,
  EmailReply,
  EmailSender,
} from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { fileIcon, initialsAvatar, svgDataUrl } from '../../images';
import { createRandom } from '../../random';
import type { SeedClock } from '../../types';

export { EMAIL_FOLDERS, EMAIL_LABELS, type Email } from '@live-agent/contracts';

const person = (name: string, email: string): EmailSender => ({ name, email, avatar: initialsAvatar(name) });
const address = ({ name, email }: EmailAddress): EmailAddress => ({ name, email });

/** The owner of the mailbox: the demo admin. */
export const OWNER = person('John Doe', 'admin@demo.com');

const P = {
  maria: person('Maria Santos', 'maria.santos@acme.test'),
  lukas: person('Lukas Becker', 'lukas.becker@acme.test'),
  chloe: person('Chloé Martin', 'chloe.martin@acme.test'),
  omar: person('Omar Haddad', 'omar.haddad@northwind.test'),
  priya: person('Priya Nair', 'priya.nair@acme.test'),
  tom: person('Tom Walker', 'tom.walker@globex.test'),
  sofia: person('Sofia Rossi', 'sofia.rossi@initech.test'),
  billing: person('Billing Team', 'billing@cloudhost.test'),
  hr: person('People Team', 'people@acme.test'),
  news: person('Support Weekly', 'newsletter@supportweekly.test'),
  prize: person('Prize Department', 'winner@lucky-prize.test'),
  pharma: person('Cheap Meds', 'offers@cheap-meds.test'),
  secure: person('Account Security', 'security@acc0unt-verify.test'),
  anna: person('Anna Kowalska', 'anna.kowalska@acme.test'),
};

const attachment = (fileName: string, size: number): EmailAttachment => ({
  fileName,
  thumbnail: fileIcon(fileName.split('.').pop() ?? ''),
  url: `/files/${encodeURIComponent(fileName)}`,
  size,
});

const chart = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">' +
    '<rect width="320" height="120" fill="#f3f2fe"/>' +
    '<rect x="20" y="60" width="40" height="50" fill="#7367f0"/><rect x="80" y="40" width="40" height="70" fill="#7367f0"/>' +
    '<rect x="140" y="30" width="40" height="80" fill="#7367f0"/><rect x="200" y="20" width="40" height="90" fill="#28c76f"/>' +
    '<rect x="260" y="10" width="40" height="100" fill="#28c76f"/></svg>',
);

/** The hostile mail: everything here must be neutralised by the reader (and nothing of it may run). */
export const HOSTILE_MESSAGE =
  '<p>Your invoice is attached. <script>window.__emailPwned = true;</script></p>' +
  '<p><img src="x" alt="invoice preview" onerror="window.__emailPwned = true"></p>' +
  '<p><a href="javascript:window.__emailPwned = true">Open the invoice</a> or ' +
  '<a href="https://example.test/invoice" onclick="window.__emailPwned = true">view it online</a>.</p>' +
  '<iframe src="https://example.test/frame"></iframe>' +
  '<form action="https://example.test/steal"><input name="password" placeholder="Password"></form>';

interface Spec {
  folder: EmailFolder;
  from: EmailSender;
  to?: EmailAddress[];
  cc?: EmailAddress[];
  bcc?: EmailAddress[];
  subject: string;
  message: string;
  /** Minutes before now. */
  ago: number;
  isRead?: boolean;
  isStarred?: boolean;
  labels?: EmailLabel[];
  attachments?: EmailAttachment[];
  replies?: Array<
    Omit<EmailReply, 'id' | 'time' | 'cc' | 'bcc' | 'attachments'> & { ago: number; attachments?: EmailAttachment[] }
  >;
  trashedFrom?: Exclude<EmailFolder, 'trash'>;
}

const HOUR = 60;
const DAY = 24 * HOUR;
const me = [address(OWNER)];

// Oldest first: ids follow the order, so a higher id is a newer mail here (not a rule the server relies on).
const SPECS: Spec[] = [
  {
    folder: 'inbox',
    from: P.hr,
    subject: 'Welcome to the new office',
    ago: 30 * DAY,
    isRead: true,
    labels: ['company'],
    message:
      '<p>Hi John,</p><p>The move is done. Your desk is <strong>3.14</strong> on the third floor.</p><p>See you there!</p>',
  },
  {
    folder: 'trash',
    from: P.news,
    subject: 'Support Weekly #41: queue hygiene',
    ago: 21 * DAY,
    isRead: true,
    trashedFrom: 'inbox',
    message:
      '<h2>Queue hygiene</h2><p>Five habits of teams with short queues.</p><ul><li>Close what is done</li><li>Tag as you go</li></ul>',
  },
  {
    folder: 'sent',
    from: OWNER,
    to: [address(P.tom)],
    subject: 'Contract renewal',
    ago: 18 * DAY,
    isRead: true,
    labels: ['company'],
    message: '<p>Hi Tom,</p><p>Attached is the signed renewal. Thanks for the smooth process.</p><p>John</p>',
    attachments: [attachment('renewal-signed.pdf', 482_113)],
  },
  {
    folder: 'spam',
    from: P.pharma,
    subject: 'Best prices on everything',
    ago: 14 * DAY,
    isRead: true,
    message: '<p>Unbeatable offers, today only.</p>',
  },
  {
    folder: 'inbox',
    from: P.sofia,
    subject: 'Partnership proposal',
    ago: 12 * DAY,
    isRead: true,
    labels: ['company', 'important'],
    message:
      '<p>Dear John,</p><p>Following our call, here is the proposal. The main points:</p>' +
      '<ol><li>A shared <em>escalation</em> queue</li><li>Monthly reviews</li><li>A joint FAQ</li></ol>' +
      '<p>Details on our <a href="https://initech.test/partners">partner page</a>.</p><p>Kind regards,<br>Sofia</p>',
    attachments: [attachment('proposal.pdf', 1_204_221), attachment('pricing.xlsx', 38_912)],
  },
  {
    folder: 'trash',
    from: P.omar,
    subject: 'Lunch on Friday?',
    ago: 10 * DAY,
    isRead: true,
    labels: ['personal'],
    trashedFrom: 'inbox',
    message: '<p>Are you free for lunch on Friday? The new place on the corner.</p>',
  },
  {
    folder: 'sent',
    from: OWNER,
    to: [address(P.maria)],
    cc: [address(P.lukas)],
    subject: 'Agent onboarding plan',
    ago: 9 * DAY,
    isRead: true,
    labels: ['company'],
    message:
      '<p>Maria,</p><p>Here is the plan for the new agents:</p><ul><li>Day 1: tools</li><li>Day 2: shadowing</li><li>Day 3: first chats</li></ul>',
  },
  {
    folder: 'inbox',
    from: P.billing,
    subject: 'Your invoice for last month',
    ago: 8 * DAY,
    isRead: true,
    labels: ['private'],
    message:
      '<p>Hello John,</p><p>Here is the summary of your invoice.</p>' +
      '<table><thead><tr><th>Item</th><th>Qty</th><th>Amount</th></tr></thead><tbody>' +
      '<tr><td>Chat seats</td><td>12</td><td>€ 240.00</td></tr><tr><td>Storage</td><td>1</td><td>€ 18.00</td></tr>' +
      '<tr><td><strong>Total</strong></td><td></td><td><strong>€ 258.00</strong></td></tr></tbody></table>' +
      '<p>Pay by the end of the month. <a href="https://cloudhost.test/billing">Billing portal</a></p>',
    attachments: [attachment('invoice.pdf', 96_540)],
  },
  {
    folder: 'spam',
    from: P.prize,
    subject: 'You have WON a prize!!!',
    ago: 6 * DAY,
    message: '<p>Congratulations! Claim your prize now by sending your bank details.</p>',
  },
  {
    folder: 'inbox',
    from: P.anna,
    subject: 'Holiday working times',
    ago: 5 * DAY,
    isRead: true,
    labels: ['company'],
    message:
      '<p>Hi John,</p><p>Could you confirm the working times over the holidays? The draft is in the shared folder.</p>',
  },
  {
    folder: 'draft',
    from: OWNER,
    to: [address(P.sofia)],
    subject: 'Re: Partnership proposal',
    ago: 4 * DAY,
    isRead: true,
    labels: ['company'],
    message: '<p>Dear Sofia,</p><p>Thanks for the proposal. A few questions before we</p>',
  },
  {
    folder: 'inbox',
    from: P.priya,
    to: [...me, address(P.lukas)],
    subject: 'Monthly CSAT report',
    ago: 3 * DAY + 2 * HOUR,
    isRead: true,
    isStarred: true,
    labels: ['important'],
    message:
      '<p>Hi all,</p><p>CSAT went up to <strong>91%</strong> this month. The chart:</p>' +
      `<p><img src="${chart}" alt="CSAT by week" width="320" height="120"></p><p>Priya</p>`,
    attachments: [attachment('csat-report.pdf', 742_003)],
  },
  {
    folder: 'inbox',
    from: P.tom,
    subject: 'Re: Contract renewal',
    ago: 3 * DAY,
    isRead: true,
    labels: ['company'],
    message: '<p>Thanks John, received. We will countersign this week.</p>',
    replies: [
      {
        from: OWNER,
        to: [address(P.tom)],
        subject: 'Contract renewal',
        ago: 18 * DAY,
        message: '<p>Hi Tom,</p><p>Attached is the signed renewal.</p>',
      },
    ],
  },
  {
    folder: 'trash',
    from: P.news,
    subject: 'Support Weekly #42: bots that hand off well',
    ago: 2 * DAY + 5 * HOUR,
    trashedFrom: 'inbox',
    message: '<p>When should a bot hand a chat to a person? Three rules of thumb.</p>',
  },
  {
    folder: 'spam',
    from: P.secure,
    subject: 'Verify your account now',
    ago: 2 * DAY,
    message: '<p>Your account will be closed. <a href="https://acc0unt-verify.test/login">Verify here</a>.</p>',
  },
  {
    folder: 'inbox',
    from: P.chloe,
    subject: 'Translation of the welcome message',
    ago: 2 * DAY - 3 * HOUR,
    labels: ['personal'],
    message:
      '<p>Bonjour John,</p><p>Voici la traduction : <em>« Bienvenue ! Comment pouvons-nous vous aider ? »</em></p><p>Chloé</p>',
  },
  {
    folder: 'sent',
    from: OWNER,
    to: [address(P.priya)],
    subject: 'Re: Monthly CSAT report',
    ago: 2 * DAY - 5 * HOUR,
    isRead: true,
    message: '<p>Great work, Priya! Let us share it at the all-hands.</p>',
  },
  {
    folder: 'inbox',
    from: P.lukas,
    to: me,
    cc: [address(P.maria)],
    subject: 'Shift schedule for next week',
    ago: DAY + 4 * HOUR,
    isRead: true,
    labels: ['company'],
    message:
      '<p>Hi John,</p><p>The schedule, as agreed:</p>' +
      '<table><thead><tr><th>Day</th><th>Early</th><th>Late</th></tr></thead><tbody>' +
      '<tr><td>Monday</td><td>Maria</td><td>Lukas</td></tr><tr><td>Tuesday</td><td>Anna</td><td>Omar</td></tr>' +
      '<tr><td>Wednesday</td><td>Maria</td><td>Priya</td></tr></tbody></table>',
    attachments: [attachment('shifts.xlsx', 24_576)],
  },
  {
    folder: 'inbox',
    from: P.billing,
    subject: 'Action required: update your payment method',
    ago: DAY,
    labels: ['private'],
    message: HOSTILE_MESSAGE,
  },
  {
    folder: 'draft',
    from: OWNER,
    to: [address(P.anna)],
    subject: 'Holiday working times',
    ago: 20 * HOUR,
    isRead: true,
    message: '<p>Hi Anna,</p><p>Looks good, with one change:</p>',
  },
  {
    folder: 'inbox',
    from: P.omar,
    subject: 'Photos from the team day',
    ago: 9 * HOUR,
    isStarred: true,
    labels: ['personal'],
    message: '<p>Hi John,</p><p>Here are the photos from Saturday. <strong>Great</strong> day!</p>',
    attachments: [attachment('team-day-1.jpg', 2_345_678), attachment('team-day-2.jpg', 1_987_654)],
  },
  {
    folder: 'sent',
    from: OWNER,
    to: [address(P.omar)],
    bcc: [address(P.hr)],
    subject: 'Re: Lunch on Friday?',
    ago: 6 * HOUR,
    isRead: true,
    labels: ['personal'],
    message: '<p>Sounds good, see you at noon.</p>',
  },
  {
    folder: 'inbox',
    from: P.maria,
    to: [...me, address(P.lukas)],
    cc: [address(P.priya)],
    subject: 'Re: Agent onboarding plan',
    ago: 4 * HOUR,
    isStarred: true,
    labels: ['company', 'important'],
    message: '<p>John,</p><p>Day 3 may be too early for live chats. Could we make it day 4?</p><p>Maria</p>',
    replies: [
      {
        from: OWNER,
        to: [address(P.maria)],
        subject: 'Agent onboarding plan',
        ago: 9 * DAY,
        message: '<p>Maria,</p><p>Here is the plan for the new agents.</p>',
      },
      {
        from: P.lukas,
        to: [address(OWNER), address(P.maria)],
        subject: 'Re: Agent onboarding plan',
        ago: 8 * DAY,
        message: '<p>Looks fine to me.</p>',
      },
      {
        from: P.priya,
        to: [address(OWNER)],
        subject: 'Re: Agent onboarding plan',
        ago: 6 * DAY,
        message: '<p>Can I join day 2?</p>',
      },
    ],
  },
  {
    folder: 'inbox',
    from: P.priya,
    subject: 'Quick question about the reports',
    ago: 2 * HOUR,
    labels: ['important'],
    message: '<p>Do the reports count transferred chats for the last agent only?</p>',
  },
  {
    folder: 'inbox',
    from: P.sofia,
    subject: 'Re: Partnership proposal',
    ago: 50,
    labels: ['company'],
    message: '<p>John, any news on the proposal? We would like to start next month.</p>',
    replies: [
      {
        from: P.sofia,
        to: me,
        subject: 'Partnership proposal',
        ago: 12 * DAY,
        message: '<p>Dear John, following our call, here is the proposal.</p>',
      },
    ],
  },
  {
    folder: 'inbox',
    from: P.lukas,
    subject: 'Server maintenance tonight',
    ago: 12,
    message: '<p>Heads up: the chat widget will be down from <strong>22:00 to 22:30</strong>.</p>',
  },
];

export function buildEmails(now: Date): Email[] {
  const random = createRandom('email');
  const at = (ago: number) => new Date(now.getTime() - (ago + random.int(0, 9)) * 60_000).toISOString();
  let replyId = 1000;
  return SPECS.map((spec, index) => {
    const email: Email = {
      id: index + 1,
      from: spec.from,
      to: spec.to ?? me,
      cc: spec.cc ?? [],
      bcc: spec.bcc ?? [],
      subject: spec.subject,
      message: spec.message,
      attachments: spec.attachments ?? [],
      isStarred: spec.isStarred ?? false,
      isRead: spec.isRead ?? false,
      labels: spec.labels ?? [],
      time: at(spec.ago),
      folder: spec.folder,
      replies: (spec.replies ?? []).map(({ ago, attachments, ...reply }) => ({
        ...reply,
        id: (replyId += 1),
        cc: [],
        bcc: [],
        attachments: attachments ?? [],
        time: at(ago),
      })),
    };
    if (spec.trashedFrom) email.trashedFrom = spec.trashedFrom;
    return email;
  });
}

export function seedEmail(server: Server, { now }: SeedClock): void {
  server.db.emails.insert(buildEmails(now));
}
