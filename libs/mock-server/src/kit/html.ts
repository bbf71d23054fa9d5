// HTML a client writes (a mail's message) is stored sanitised, as a real server would keep it: the readers sanitise
// again on display (ui-kit sanitizeHtml), so this is the second line, for every other consumer of the API. The mock
// runs in a worker, where there is no DOM for DOMPurify, so this is an allow-list over a tokeniser: formatting,
// lists, links, quotes, tables and images stay; every other tag goes (with its content for script, style and their
// kind), and so does every attribute not listed, every event handler and every URL that is not http(s), mailto, a
// relative one or an image's data: URL. Text is written back escaped, so nothing outside a kept tag is markup.

const KEPT = new Set(
  (
    'a b blockquote br caption code col colgroup dd del div dl dt em h1 h2 h3 h4 h5 h6 hr i img ins li ol p pre q ' +
    's small span strong sub sup table tbody td tfoot th thead tr u ul'
  ).split(' '),
);
/** Dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set(
  'script style template noscript iframe object embed textarea select title xmp noembed noframes svg math'.split(' '),
);
const VOID = new Set(['br', 'hr', 'img', 'col']);
const ATTRIBUTES: Record<string, string[]> = {
  '*': ['title', 'dir', 'lang'],
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
};

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':' };
/** An attribute's value as the browser reads it (entities decoded), so `jav&#x61;script:` is seen for what it is. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

function safeUrl(tag: string, value: string): boolean {
  // Browsers ignore control characters and white space inside a scheme ("java\tscript:").
  const url = Array.from(value)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('')
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
  if (!scheme) return true;
  if (scheme === 'http' || scheme === 'https') return true;
  if (tag === 'a') return scheme === 'mailto';
  return tag === 'img' && /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/.test(url);
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(tag: string, source: string): string {
  const allowed = [...ATTRIBUTES['*'], ...(ATTRIBUTES[tag] ?? [])];
  let kept = '';
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!allowed.includes(name)) continue;
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if ((name === 'href' || name === 'src') && !safeUrl(tag, value)) continue;
    kept += ` ${name}="${escapeAttribute(value)}"`;
  }
  // Links leave the page without handing it over (as the reader's own sanitiser does).
  if (tag === 'a' && kept.includes(' href=')) kept += ' target="_blank" rel="noopener noreferrer"';
  return kept;
}

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** `html` with only the kept tags and attributes; every other `<` is text. */
export function sanitizeStoredHtml(html: string): string {
  let out = '';
  let at = 0;
  /** Inside a dropped-with-content element: the tag name whose end closes it. */
  let skipping: string | null = null;
  const open: string[] = [];
  for (const match of html.matchAll(TOKEN)) {
    const text = html.slice(at, match.index);
    at = match.index + match[0].length;
    if (!skipping) out += escapeText(text);
    const [, closing, rawName, rest] = match;
    if (!rawName) continue; // a comment, a doctype, a processing instruction: never kept
    const tag = rawName.toLowerCase();
    if (skipping) {
      if (closing && tag === skipping) skipping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (!closing && !/\/\s*$/.test(rest)) skipping = tag;
      continue;
    }
    if (!KEPT.has(tag)) continue;
    if (closing) {
      const index = open.lastIndexOf(tag);
      if (index < 0) continue;
      // Closes what was left open inside it, so the kept tags always nest.
      for (const name of open.splice(index).reverse()) out += `</${name}>`;
      continue;
    }
    out += `<${tag}${attributesOf(tag, rest)}>`;
    if (!VOID.has(tag)) open.push(tag);
  }
  if (!skipping) out += escapeText(html.slice(at));
  for (const name of open.reverse()) out += `</${name}>`;
  return out;
}
