import { excerptOf, htmlToText } from './email.format';

it('reads the text a reader sees, never a script or style source', () => {
  const html = '<p>Your invoice <b>is attached</b>.</p><script>window.__pwned = true;</script><style>p { color: red }</style><p>Thanks</p>';
  expect(htmlToText(html)).toBe('Your invoice is attached.\n\nThanks');
  expect(excerptOf(html)).toBe('Your invoice is attached. Thanks');
});

it('cuts a long excerpt with an ellipsis', () => {
  expect(excerptOf(`<p>${'word '.repeat(60)}</p>`, 20)).toBe('word word word word…');
});
