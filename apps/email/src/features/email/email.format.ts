// Pure helpers of the mail screen: addresses, text ↔ HTML for the composer, excerpts, sizes and times.
// What the user writes is HTML from the formatting editor: it is sanitised before it becomes part of a message, and
// typed characters are text in it, so nothing typed can ever turn into markup (docs/architecture.md, Conventions:
// bad input).
import {
  checkAgainst,
  emailRecipientsSchema,
  type Email,
  type EmailAddress,
  type EmailAttachmentUpload,
} from '@live-agent/contracts';
import { withoutEventHandlers, type Format } from '@live-agent/ui-kit';
import { sanitizeHtml } from '@live-agent/ui-kit/safe-html';
import type { ComposeDraft, ComposeMode } from './email.types';

/** "Maria Santos <maria@acme.test>" or a bare address, read as a name and an address (either may be wrong). */
export function splitAddress(text: string): EmailAddress {
  const trimmed = text.trim();
  const angled = /^(.*)<([^<>]+)>$/.exec(trimmed);
  const email = (angled ? angled[2] : trimmed).trim();
  const name = angled ? angled[1].trim().replace(/^"(.*)"$/, '$1') : '';
  return { name, email };
}

/** The recipient in "Maria Santos <maria@acme.test>" or a bare address, as a recipient list (contracts) takes it. */
export function parseAddress(text: string): EmailAddress | null {
  const checked = checkAgainst(emailRecipientsSchema, [splitAddress(text)]);
  return checked.ok ? (checked.value[0] ?? null) : null;
}

export const formatAddress = ({ name, email }: EmailAddress): string => (name ? `${name} <${email}>` : email);

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char]);

/** Typed text as HTML: escaped, one paragraph per blank-line block, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

// One inert document, reused: it has no browsing context, so what is parsed into it runs no script and loads no
// image. A new document per call (DOMParser) was most of an excerpt's cost, paid by every row of the list.
let scratch: Document | undefined;

const BLOCKS =
  'p, div, li, dt, dd, tr, h1, h2, h3, h4, h5, h6, blockquote, pre, hr, table, caption, ul, ol, dl, section, ' +
  'article, header, footer, aside, nav, main, figure, figcaption, address, details, summary';

/** The readable text of HTML (parsed inertly). */
export function htmlToText(html: string): string {
  scratch ??= document.implementation.createHTMLDocument('');
  const body = scratch.body;
  body.innerHTML = withoutEventHandlers(html);
  // What a reader never sees is not text: a script's or a style's source would otherwise show in the excerpt.
  body.querySelectorAll('script, style, template, noscript, iframe, object').forEach((hidden) => hidden.remove());
  body.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  // A block or a table cell ends a run of text: without a break between them, textContent glues the words of
  // neighbouring cells and items together ("DayEarly").
  body.querySelectorAll(BLOCKS).forEach((block) => block.append('\n\n'));
  body.querySelectorAll('td, th').forEach((cell) => cell.append(' '));
  const text = (body.textContent ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  body.textContent = '';
  return text;
}

/** The first words of a message, for the list. */
export function excerptOf(html: string, length = 140): string {
  const text = htmlToText(html).replace(/\s+/g, ' ');
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** The HTML a composition sends: the written text (sanitised: it was edited as HTML), then the quoted message. */
export function composeMessage(draft: Pick<ComposeDraft, 'body' | 'quoted'>): string {
  const quoted = draft.quoted ? `<blockquote>${draft.quoted}</blockquote>` : '';
  return (isBlankHtml(draft.body) ? '' : sanitizeHtml(draft.body)) + quoted;
}

/** The written text holds no word (an editor left with only an empty line or spaces). */
export const isBlankHtml = (html: string): boolean =>
  !html.includes('<img') &&
  htmlToText(html)
    .replace(/\u00a0/g, ' ')
    .trim() === '';

export const EMPTY_DRAFT: ComposeDraft = {
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  body: '',
  quoted: '',
  attachments: [],
  forwarded: null,
};

/** A mail's files kept on the server (not attached from this browser), passed on from that mail by name. */
const passedOn = (mail: Email): ComposeDraft['forwarded'] => {
  const files = mail.attachments.filter((file) => !file.url.startsWith('data:'));
  return files.length ? { from: mail.id, files } : null;
};

/** A saved draft's files as the composer holds them again (those it attached: their URL is their content). */
const reattached = (mail: Email): EmailAttachmentUpload[] =>
  mail.attachments
    .filter((file) => file.url.startsWith('data:') && file.url.includes(';base64,'))
    .map((file) => ({
      fileName: file.fileName,
      type: file.url.slice('data:'.length, file.url.indexOf(';')),
      size: file.size,
      content: file.url,
    }));

export const isDraftEmpty = (draft: ComposeDraft): boolean =>
  !draft.to.length &&
  !draft.cc.length &&
  !draft.bcc.length &&
  !draft.subject.trim() &&
  isBlankHtml(draft.body) &&
  !draft.quoted &&
  !draft.attachments.length &&
  !draft.forwarded?.files.length;

const withPrefix = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

const sameAddress = (a: EmailAddress, b: EmailAddress) => a.email.toLowerCase() === b.email.toLowerCase();

function unique(list: EmailAddress[], without: EmailAddress[]): EmailAddress[] {
  const result: EmailAddress[] = [];
  for (const item of list) {
    if (!without.some((other) => sameAddress(other, item)) && !result.some((other) => sameAddress(other, item)))
      result.push(item);
  }
  return result;
}

export interface QuoteText {
  /** "On 3 Mar 2025, 14:05, Maria Santos wrote:" */
  wrote: (when: string, who: string) => string;
  forwarded: string;
  from: string;
  to: string;
  date: string;
  subject: string;
  rePrefix: string;
  fwdPrefix: string;
}

/**
 * The composition that answers or forwards `mail` (or reopens it, for a draft). Reply goes to the sender (or,
 * for the user's own mail, to its recipients); reply all adds every other recipient, never the user.
 */
export function draftFor(
  mode: ComposeMode,
  mail: Email | null,
  me: EmailAddress,
  text: QuoteText,
  when: (iso: string) => string,
): ComposeDraft {
  if (!mail || mode === 'new') return EMPTY_DRAFT;
  if (mode === 'draft') {
    return {
      to: mail.to,
      cc: mail.cc,
      bcc: mail.bcc,
      subject: mail.subject,
      body: mail.message,
      quoted: '',
      attachments: reattached(mail),
      // A saved forward's files stay in the draft; sending or saving it again copies them from there.
      forwarded: passedOn(mail),
      draftId: mail.id,
    };
  }
  const sender = `${escapeHtml(mail.from.name)} &lt;${escapeHtml(mail.from.email)}&gt;`;
  if (mode === 'forward') {
    const header =
      `<p>---------- ${escapeHtml(text.forwarded)} ----------<br>` +
      `${escapeHtml(text.from)}: ${sender}<br>${escapeHtml(text.date)}: ${escapeHtml(when(mail.time))}<br>` +
      `${escapeHtml(text.subject)}: ${escapeHtml(mail.subject)}<br>` +
      `${escapeHtml(text.to)}: ${mail.to.map((item) => escapeHtml(formatAddress(item))).join(', ')}</p>`;
    return {
      ...EMPTY_DRAFT,
      subject: withPrefix(text.fwdPrefix, mail.subject),
      quoted: header + mail.message,
      attachments: reattached(mail),
      forwarded: passedOn(mail),
    };
  }
  const mine = sameAddress(mail.from, me);
  const to = mine ? mail.to : [{ name: mail.from.name, email: mail.from.email }];
  const cc = mode === 'replyAll' ? unique([...(mine ? [] : mail.to), ...mail.cc], [...to, me]) : [];
  const quoted = `<p>${escapeHtml(text.wrote(when(mail.time), mail.from.name || mail.from.email))}</p>${mail.message}`;
  return {
    ...EMPTY_DRAFT,
    to: unique(to, [me]).length ? unique(to, [me]) : to,
    cc,
    subject: withPrefix(text.rePrefix, mail.subject),
    quoted,
  };
}

/** "12 kB", "1.2 MB" in the language's number format. */
export function fileSize(bytes: number, language: string): string {
  const units: Array<['byte' | 'kilobyte' | 'megabyte', number]> = [
    ['megabyte', 1_000_000],
    ['kilobyte', 1000],
    ['byte', 1],
  ];
  const [unit, size] = units.find(([, factor]) => bytes >= factor) ?? units[2];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(bytes / size);
}

/**
 * When a mail came, as the list shows it: relative within the last day ("12 minutes ago", the product's one
 * relative-time formatter), then the date. `format` writes in the organisation's time zone (useFormat).
 */
export function whenShort(iso: string, now: number, format: Pick<Format, 'relative' | 'shortDate'>): string {
  return Math.abs(Date.parse(iso) - now) < DAY_MS ? format.relative(iso, now) : format.shortDate(iso);
}

const DAY_MS = 86_400_000;
