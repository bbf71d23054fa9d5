import { createFormat, type Instant } from '@live-agent/ui-kit';
import { excerptOf, htmlToText, whenShort } from './email.format';

it('reads the text a reader sees, never a script or style source', () => {
  const html =
    '<p>Your invoice <b>is attached</b>.</p><script>window.__pwned = true;</script><style>p { color: red }</style><p>Thanks</p>';
  expect(htmlToText(html)).toBe('Your invoice is attached.\n\nThanks');
  expect(excerptOf(html)).toBe('Your invoice is attached. Thanks');
});

it('cuts a long excerpt with an ellipsis', () => {
  expect(excerptOf(`<p>${'word '.repeat(60)}</p>`, 20)).toBe('word word word word…');
});

it('writes a recent time relatively in the reader language, an older one as a date', () => {
  const now = Date.parse('2026-03-10T09:00:00.000Z');
  const written = (language: string) => ({
    relative: createFormat(language).relative,
    shortDate: (iso: Instant) => `day ${String(iso).slice(0, 10)}`,
  });
  expect(whenShort('2026-03-10T08:55:00.000Z', now, written('en'))).toBe('5 minutes ago');
  expect(whenShort('2026-03-10T08:55:00.000Z', now, written('de'))).toBe('vor 5 Minuten');
  expect(whenShort('2026-03-10T06:00:00.000Z', now, written('en'))).toBe('3 hours ago');
  expect(whenShort('2026-03-10T08:59:50.000Z', now, written('fr'))).toBe('maintenant');
  expect(whenShort('2026-03-08T09:00:00.000Z', now, written('en'))).toBe('day 2026-03-08');
});

it('reads each message on its own, one after another', () => {
  expect(htmlToText('<p>First</p><div>second block</div>')).toBe('First\n\nsecond block');
  expect(htmlToText('Plain <i>text</i>')).toBe('Plain text');
  expect(excerptOf('')).toBe('');
});

it('keeps a space between table cells, list items and blocks in an excerpt, never glued words', () => {
  const table =
    '<p>The rota:</p><table><thead><tr><th>Day</th><th>Early</th><th>Late</th></tr></thead>' +
    '<tbody><tr><td>Monday</td><td>Maria</td><td>Lukas</td></tr></tbody></table><p>Thanks</p>';
  expect(excerptOf(table)).toBe('The rota: Day Early Late Monday Maria Lukas Thanks');
  expect(excerptOf('<ul><li>One</li><li>Two</li></ul><h5>Five</h5><h6>Six</h6><pre>code</pre>end')).toBe(
    'One Two Five Six code end',
  );
  expect(excerptOf('<dl><dt>Term</dt><dd>Meaning</dd></dl><section>A</section><article>B</article>')).toBe(
    'Term Meaning A B',
  );
  // Inline formatting inside a word stays joined.
  expect(excerptOf('<p>Re<b>ply</b> now</p>')).toBe('Reply now');
});
