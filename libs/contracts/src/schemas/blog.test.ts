import { checkAgainst } from '../rules/schema';
import { isWebAddress } from '../rules/formats';
import { blogCommentSchema, blogEditSchema, blogSlugSchema } from './blog';
import { failures } from '../testing/failures';

describe('blog schemas', () => {
  it('checks only the fields of a post that are given, and keeps the status when it is blank', () => {
    expect(checkAgainst(blogEditSchema, {})).toEqual({ ok: true, value: {} });
    expect(
      checkAgainst(blogEditSchema, {
        blogTitle: '  A title ',
        blogCategories: ['food', 'food', 'video'],
        status: ' ',
        excerpt: null,
      }),
    ).toEqual({ ok: true, value: { blogTitle: 'A title', blogCategories: ['food', 'video'], excerpt: '' } });
    expect(checkAgainst(blogEditSchema, { blogCategories: null })).toEqual({ ok: true, value: { blogCategories: [] } });
  });

  it('names every broken field of a post once', () => {
    expect(
      failures(blogEditSchema, {
        blogTitle: ' ',
        slug: 'x'.repeat(121),
        blogCategories: ['cooking', 'gaming', 'x'],
        status: 'live',
        excerpt: 'x'.repeat(501),
      }),
    ).toEqual({
      blogTitle: [{ key: 'required' }],
      slug: [{ key: 'maxLength', values: { max: 120 } }],
      blogCategories: [{ key: 'choice' }],
      status: [{ key: 'choice' }],
      excerpt: [{ key: 'maxLength', values: { max: 500 } }],
    });
    expect(failures(blogEditSchema, { blogCategories: 'food' })).toEqual({ blogCategories: [{ key: 'choice' }] });
  });

  it('takes lowercase words of any script joined by single dashes as a slug', () => {
    expect(checkAgainst(blogSlugSchema, ' my-first-post2 ')).toEqual({ ok: true, value: 'my-first-post2' });
    for (const good of ['ação', 'كيف-تبدأ-محادثة', 'привет-мир'])
      expect(checkAgainst(blogSlugSchema, good)).toEqual({ ok: true, value: good });
    for (const bad of ['Not A Slug!', 'a--b', '-a', 'a-', 'Ação', 'a_b', '🙂'])
      expect(failures(blogSlugSchema, bad)).toEqual({ '': [{ key: 'slug' }] });
    expect(failures(blogSlugSchema, '')).toEqual({ '': [{ key: 'required' }] });
  });

  it('checks a comment: name, e-mail, an optional http(s) website and the text', () => {
    const valid = { name: ' Ana ', email: 'ana@example.com', comment: ' Nice ' };
    expect(checkAgainst(blogCommentSchema, valid)).toEqual({
      ok: true,
      value: { name: 'Ana', email: 'ana@example.com', website: '', comment: 'Nice' },
    });
    expect(
      failures(blogCommentSchema, { name: '', email: 'nope', website: 'javascript:alert(1)', comment: ' ' }),
    ).toEqual({
      name: [{ key: 'required' }],
      email: [{ key: 'email' }],
      website: [{ key: 'url' }],
      comment: [{ key: 'required' }],
    });
    expect(failures(blogCommentSchema, { ...valid, comment: 'x'.repeat(1001) })).toEqual({
      comment: [{ key: 'maxLength', values: { max: 1000 } }],
    });
    expect(failures(blogCommentSchema, { ...valid, website: `https://example.com/${'x'.repeat(300)}` })).toEqual({
      website: [{ key: 'maxLength', values: { max: 300 } }],
    });
  });

  it('knows a web address: http(s), a dotted host, no spaces', () => {
    expect(['https://example.com', 'http://a.b/c?d=1'].every(isWebAddress)).toBe(true);
    expect(
      ['example.com', 'https://localhost', 'ftp://a.b', 'https://a .b', 'javascript:alert(1)'].some(isWebAddress),
    ).toBe(false);
  });
});
