// The blog screens with real antd against the real Mirage routes: the list's search, category and page in the
// URL; a post's sanitised content and its comment form (hostile text included); editing a post with the slug
// following the title, the server's refusals by their fields, the image rules, and an unknown id.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BAD_TEXT_TIMEOUT_MS,
  buttonNamed,
  silenceActWarnings,
  typeBadTextsIntoForm,
  blankOrTooLong,
  expectRulesOnEveryBadText,
  fieldErrors,
} from '@live-agent/ui-kit/testing';
import { blogCommentRules, blogEditRules } from './blog.rules';
import {
  englishFormRules,
  renderPrefetched,
  renderRoute,
  setupScreenTest,
  typeBadTextsIntoEditPage,
} from '../../test/render';

jest.setTimeout(60_000);

const server = setupScreenTest();
silenceActWarnings();

interface Row {
  id: string;
  title: string;
  slug: string;
  tags: string[];
  posted: string;
  featuredImage: string;
  status: string;
  excerpt: string;
}
const post = (id: number) => server().db.blogPosts.find(id) as unknown as Row;
const newestFirst = () =>
  (server().db.blogPosts as unknown as Row[]).slice().sort((a, b) => b.posted.localeCompare(a.posted));
const commentsOf = (postId: number) =>
  (server().db.blogComments as unknown as Array<{ postId: number; commentText: string }>).filter(
    (comment) => Number(comment.postId) === postId,
  );
const cardTitles = () => screen.getAllByTestId('blog-card').map((card) => card.querySelector('h2')?.textContent);
const location = () => screen.getByTestId('location').textContent ?? '';

describe('Blog list', () => {
  it('shows six cards, newest first, and pages through the rest with the page in the URL', async () => {
    await renderRoute('/pages/blog/list');
    const all = newestFirst();
    await waitFor(() => expect(cardTitles()).toEqual(all.slice(0, 6).map((row) => row.title)));
    expect(screen.getByTestId('blog-total')).toHaveTextContent('12 posts');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(cardTitles()).toEqual(all.slice(6, 12).map((row) => row.title)));
    expect(location()).toContain('page=2');
  });

  it('searches from the sidebar and filters by a category, both in the URL; no match offers to show every post', async () => {
    await renderRoute('/pages/blog/list?page=2');
    await screen.findAllByTestId('blog-card');
    fireEvent.change(screen.getByLabelText('Search posts'), { target: { value: 'story' } });
    await waitFor(() => expect(location()).toContain('q=story'));
    expect(location()).not.toContain('page=');
    const stories = newestFirst().filter(
      (row) =>
        row.title.toLowerCase().includes('story') ||
        (server().db.blogPosts.find(row.id) as unknown as { excerpt: string }).excerpt.toLowerCase().includes('story'),
    );
    await waitFor(() => expect(cardTitles()).toEqual(stories.map((row) => row.title)));

    fireEvent.click(within(screen.getByTestId('blog-categories')).getByText('Gaming'));
    await waitFor(() => expect(location()).toContain('tag=gaming'));
    const both = stories.filter((row) => row.tags.includes('gaming'));
    if (both.length) await waitFor(() => expect(cardTitles()).toEqual(both.map((row) => row.title)));
    else {
      expect(await screen.findByText('No post matches this search.')).toBeInTheDocument();
      fireEvent.click(screen.getByText('Show every post'));
      await waitFor(() => expect(screen.getAllByTestId('blog-card')).toHaveLength(6));
      expect(location()).toBe('/pages/blog/list');
    }
  });

  it('asks for the list and the sidebar once when its route already asked as the URL opened', async () => {
    const blogAsks = await renderPrefetched(server, '/pages/blog/list?page=2', '/blog/list/data');
    await waitFor(() =>
      expect(cardTitles()).toEqual(
        newestFirst()
          .slice(6, 12)
          .map((row) => row.title),
      ),
    );
    expect(blogAsks().sort()).toEqual(['/blog/list/data/sidebar', '/blog/list/data?page=2&perPage=6']);
  });

  it('opens a post from the URL with its filters kept on reload', async () => {
    await renderRoute('/pages/blog/list?tag=food');
    const food = newestFirst().filter((row) => row.tags.includes('food'));
    await waitFor(() => expect(cardTitles()).toEqual(food.slice(0, 6).map((row) => row.title)));
    expect(within(screen.getByTestId('blog-categories')).getByText('Food').closest('button')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(screen.getByTestId('blog-cards')).getByText(food[0].title));
    await waitFor(() => expect(location()).toBe(`/pages/blog/detail/${food[0].id}`));
  });
});

describe('Blog post', () => {
  it('shows the post with its categories and comments; hostile markup in the content never runs nor reaches the page', async () => {
    const hostile = (server().db.blogPosts as unknown as Array<{ id: string; content: string }>).filter((row) =>
      row.content.includes('<script>'),
    )[0];
    await renderRoute(`/pages/blog/detail/${hostile.id}`);
    const content = await screen.findByTestId('blog-content');
    expect(within(content).getByText(/Good writers hold something back/)).toBeInTheDocument();
    expect(within(content).getByText('A link that must not run')).toBeInTheDocument();
    expect(document.querySelector('script, iframe, [onerror], [onclick], a[href^="javascript:"]')).toBeNull();
    expect((window as unknown as Record<string, unknown>).__blogHostile).toBeUndefined();
    const comments = commentsOf(Number(hostile.id));
    expect(screen.getByText(`Comments (${comments.length})`)).toBeInTheDocument();
  });

  it('shows Not Found for an unknown id', async () => {
    await renderRoute('/pages/blog/detail/999');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Back to home'));
    await waitFor(() => expect(location()).toBe('/pages/blog/list'));
  });

  it('checks the comment form, keeps what was typed on a refusal, then posts the comment and shows it', async () => {
    await renderRoute('/pages/blog/detail/1');
    const form = await screen.findByTestId('comment-form');
    fireEvent.click(buttonNamed(form, 'Post comment')!);
    await waitFor(() => expect(within(form).getAllByText('This field is required.')).toHaveLength(3));
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ana Sousa' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'ana@' } });
    fireEvent.change(within(form).getByLabelText('Website'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(buttonNamed(form, 'Post comment')!);
    expect(await within(form).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a web address starting with http:// or https://.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('Ana Sousa');
    const before = commentsOf(1).length;

    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    fireEvent.change(within(form).getByLabelText('Website'), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Comment'), { target: { value: 'Lovely read.' } });
    fireEvent.click(buttonNamed(form, 'Post comment')!);
    expect(await screen.findByText('Comment posted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('blog-comments')).getByText('Lovely read.')).toBeInTheDocument(),
    );
    expect(commentsOf(1)).toHaveLength(before + 1);
    await waitFor(() => expect(within(form).getByLabelText('Comment')).toHaveValue(''));
  });

  it.each([
    ['a comment', () => blogCommentRules(englishFormRules()).comment, 1000],
    ['a title', () => blogEditRules(englishFormRules()).blogTitle, 120],
  ])(
    'refuses by its rules exactly the blank and the over-long hostile texts as %s, and takes every other one',
    async (_, rules, most) => {
      await expectRulesOnEveryBadText(
        rules(),
        blankOrTooLong('This field is required.', `Use at most ${most} characters.`),
      );
    },
  );

  it(
    "shows its rules' refusals of hostile texts as a comment in the form, keeping what was typed, and saves the rest exactly as typed",
    async () => {
      let unmount = () => {};
      // Only a comment added since the form opened counts as saved.
      let before = 0;
      await typeBadTextsIntoForm({
        verdict: (typed) => fieldErrors(blogCommentRules(englishFormRules()).comment, typed),
        open: async () => {
          unmount();
          before = commentsOf(2).length;
          ({ unmount } = await renderRoute('/pages/blog/detail/2'));
          const form = await screen.findByTestId('comment-form');
          fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ana' } });
          fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
          return form;
        },
        field: (form) => within(form).getByLabelText('Comment') as HTMLTextAreaElement,
        save: (form) => fireEvent.click(buttonNamed(form, 'Post comment')!),
        stored: () => (commentsOf(2).length > before ? commentsOf(2).at(-1)?.commentText : undefined),
        close: async () => {
          unmount();
          unmount = () => {};
        },
      });
      unmount();
    },
    BAD_TEXT_TIMEOUT_MS,
  );
});

describe('Blog edit', () => {
  function chooseFile(file: File) {
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [file] } });
  }
  const sized = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });
  /** Opens post 3's editor and waits for its values; returns the title field. */
  const openEditor = async () => {
    await renderRoute('/pages/blog/edit/3');
    const title = await screen.findByLabelText('Title');
    await waitFor(() => expect(title).toHaveValue(post(3).title));
    return title;
  };
  /** Saves the post and waits for the server's word that it is saved. */
  const saveAndConfirm = async () => {
    fireEvent.click(screen.getByText('Save changes'));
    expect(await screen.findByText('Post saved.')).toBeInTheDocument();
  };

  it('shows Not Found for an unknown id', async () => {
    await renderRoute('/pages/blog/edit/abc');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('derives the slug from the title until it is edited by hand, and saves what the list then shows', async () => {
    const title = await openEditor();
    fireEvent.change(title, { target: { value: 'Ação: Déjà Vu Tips!' } });
    expect(screen.getByLabelText('Slug')).toHaveValue('acao-deja-vu-tips');
    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'my-own-slug' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Deja Vu Tips' } });
    expect(screen.getByLabelText('Slug')).toHaveValue('my-own-slug');
    await saveAndConfirm();
    await waitFor(() => expect(post(3)).toMatchObject({ title: 'Deja Vu Tips', slug: 'my-own-slug' }));
    await waitFor(() => expect(screen.getByText('Reset').closest('button')).toBeDisabled());
  });

  it('derives a slug from a title in any script, says how in the slug’s help, and saves it', async () => {
    const title = await openEditor();
    fireEvent.change(title, { target: { value: 'كيف تبدأ محادثة' } });
    expect(screen.getByLabelText('Slug')).toHaveValue('كيف-تبدأ-محادثة');
    expect(screen.getByText(/its words in lowercase, in any language/)).toBeInTheDocument();
    await saveAndConfirm();
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    await waitFor(() => expect(post(3)).toMatchObject({ title: 'كيف تبدأ محادثة', slug: 'كيف-تبدأ-محادثة' }));
  });

  it('keeps the last slug when the title has no letter or digit to make one from', async () => {
    const title = await openEditor();
    fireEvent.change(title, { target: { value: 'Launch day' } });
    expect(screen.getByLabelText('Slug')).toHaveValue('launch-day');
    fireEvent.change(title, { target: { value: '🚀🎉' } });
    expect(screen.getByLabelText('Slug')).toHaveValue('launch-day');
    await saveAndConfirm();
    await waitFor(() => expect(post(3)).toMatchObject({ title: '🚀🎉', slug: 'launch-day' }));
  });

  it('refuses a malformed slug here and another post’s slug from the server, keeping what was typed', async () => {
    await openEditor();
    const slug = screen.getByLabelText('Slug');
    expect(slug).toHaveValue(post(3).slug);
    fireEvent.change(slug, { target: { value: 'Not A Slug' } });
    fireEvent.click(screen.getByText('Save changes'));
    expect(
      await screen.findByText(
        'Use lowercase letters (of any language) and digits joined by single dashes, e.g. my-first-post.',
      ),
    ).toBeInTheDocument();
    const taken = post(5).slug;
    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: taken } });
    fireEvent.click(screen.getByText('Save changes'));
    expect(await screen.findByText('Another post already uses this slug.')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveValue(taken);
    expect(post(3).slug).not.toBe(taken);
  });

  it('refuses a too big image and a PDF with a clear message, and saves a small PNG', async () => {
    await openEditor();
    chooseFile(sized('huge.png', 'image/png', 2 * 1024 * 1024));
    expect(await screen.findByText('“huge.png” is larger than 800 KB. Choose a smaller image.')).toBeInTheDocument();
    chooseFile(sized('doc.pdf', 'application/pdf', 2000));
    expect(
      await screen.findByText('“doc.pdf” is not a JPG, PNG or GIF image. Choose one of those.'),
    ).toBeInTheDocument();
    chooseFile(sized('cover.png', 'image/png', 2000));
    await waitFor(() =>
      expect(screen.getByTestId('featured-preview').getAttribute('src')).toMatch(/^data:image\/png;base64,/),
    );
    fireEvent.click(screen.getByText('Save changes'));
    await waitFor(() => expect(post(3).featuredImage).toMatch(/^data:image\/png;base64,/));
  });

  // In-app navigation asks through the shell's data router (the e2e covers it); here, the browser's question.
  it('asks before the page is left with unsaved changes, and not after Reset', async () => {
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await openEditor();
    expect(leaving()).toBe(false);
    fireEvent.change(screen.getByLabelText('Excerpt'), { target: { value: 'Changed' } });
    await waitFor(() => expect(leaving()).toBe(true));
    fireEvent.click(screen.getByText('Reset'));
    await waitFor(() => expect(leaving()).toBe(false));
    expect(screen.getByLabelText('Excerpt')).toHaveValue(post(3).excerpt as string);
  });

  it(
    "shows its rules' refusals of hostile texts as a title in the form, keeping what was typed, and saves the rest exactly as typed",
    () =>
      typeBadTextsIntoEditPage({
        path: '/pages/blog/edit/3',
        label: 'Title',
        formTestId: 'blog-edit-form',
        rules: blogEditRules(englishFormRules()).blogTitle,
        setBefore: (title) => server().db.blogPosts.update(3, { title }),
        stored: () => post(3).title,
      }),
    BAD_TEXT_TIMEOUT_MS,
  );
});
