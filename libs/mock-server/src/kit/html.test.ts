import { badInputs, everyTypedInput } from '@live-agent/test-fixtures';
import { sanitizeStoredHtml } from './html';

/** What must never survive as markup: a script or frame of any kind, an event handler, a script URL. */
const dangerous = (html: string) =>
  /<(script|style|iframe|svg|object|embed|form|input|template)\b|<[^>]*\s(on[a-z]+|srcdoc)\s*=|(href|src)="[^"]*javascript:/i.test(
    html,
  );

describe('sanitizeStoredHtml', () => {
  it('keeps formatting, lists, links, quotes, tables and images', () => {
    const html =
      '<p>Hi <strong>all</strong>, <b>b</b> <em>e</em> <i>i</i> <u>u</u><br>next</p><ol start="2"><li>One</li></ol>' +
      '<blockquote><p>quoted</p></blockquote><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>' +
      '<img src="data:image/png;base64,AAAA" alt="chart" width="10">';
    expect(sanitizeStoredHtml(html)).toBe(html);
    expect(sanitizeStoredHtml('<a href="mailto:a@b.test" title="mail">a</a>')).toBe(
      '<a href="mailto:a@b.test" title="mail" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });

  it('leaves nothing that runs of any hostile input, and keeps its text as text', () => {
    for (const { name, value } of [...badInputs.markup, ...everyTypedInput]) {
      if (typeof value !== 'string') continue;
      expect([name, dangerous(sanitizeStoredHtml(value))]).toEqual([name, false]);
    }
    expect(sanitizeStoredHtml('<b><i>unclosed <div')).toBe('<b><i>unclosed &lt;div</i></b>');
    expect(sanitizeStoredHtml('&lt;script&gt;x&lt;/script&gt;')).toBe('&lt;script&gt;x&lt;/script&gt;');
    expect(sanitizeStoredHtml('1 < 2 and 3 > 2')).toBe('1 &lt; 2 and 3 &gt; 2');
  });

  it('drops script URLs however they are written, and other attributes', () => {
    for (const href of [
      'javascript:x()',
      ' JaVaScRiPt:x()',
      'java\tscript:x()',
      'jav&#x61;script:x()',
      'data:text/html,x',
    ]) {
      expect(sanitizeStoredHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(sanitizeStoredHtml('<p style="x" class="y" id="z" data-a="b">p</p>')).toBe('<p>p</p>');
    expect(sanitizeStoredHtml('<img src="data:text/html;base64,AAAA">')).toBe('<img>');
    expect(sanitizeStoredHtml('<a href="https://a.test/?q=&quot;x">x</a>')).toBe(
      '<a href="https://a.test/?q=&quot;x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
