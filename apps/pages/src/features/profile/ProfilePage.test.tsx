// The profile page with real antd against the real Mirage routes: likes, comments, Load more and a poll vote
// that counts once.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BAD_TEXT,
  BAD_TEXT_TIMEOUT_MS,
  BAD_TEXT_UI_PASS,
  buttonNamed,
  silenceActWarnings,
  typeBadTextsIntoForm,
} from '@live-agent/ui-kit/testing';
import { Response } from 'miragejs';
import { renderPrefetched, renderRoute, setupScreenTest } from '../../test/render';

const server = setupScreenTest();
silenceActWarnings();

const posts = () => Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="post-"]'));

describe('Profile', () => {
  it('shows the header, about, the first three posts, photos, suggestions and polls; Load more adds the rest', async () => {
    await renderRoute('/pages/profile');
    expect(await screen.findByText('Support lead')).toBeInTheDocument();
    expect(screen.getAllByTestId('profile-about').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Lisbon, Portugal').length).toBeGreaterThan(0);
    expect(posts()).toHaveLength(3);
    expect(screen.getByTestId('poll-1')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Load more'));
    await waitFor(() => expect(posts()).toHaveLength(6));
    fireEvent.click(screen.getByText('Load more'));
    await waitFor(() => expect(posts()).toHaveLength(8));
    expect(screen.getByText('You have seen every post.')).toBeInTheDocument();
  });

  it('keeps the tab in the URL: Photos from a link, About by a click, Feed again without a parameter', async () => {
    await renderRoute('/pages/profile?tab=photos');
    await screen.findByText('Support lead');
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
    expect(posts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'About' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pages/profile?tab=about'));
    fireEvent.click(screen.getByRole('tab', { name: 'Feed' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/pages\/profile$/));
    expect(posts()).toHaveLength(3);
  });

  it('toggles a like with its count, and keeps it', async () => {
    await renderRoute('/pages/profile');
    await waitFor(() => expect(posts()).toHaveLength(3));
    const post = posts()[0];
    const likes = Number(within(post).getByTestId('likes').textContent);
    const like = within(post).getByTestId('like');
    const pressed = like.getAttribute('aria-pressed') === 'true';
    fireEvent.click(like);
    await waitFor(() =>
      expect(within(post).getByTestId('likes')).toHaveTextContent(String(likes + (pressed ? -1 : 1))),
    );
    expect(within(post).getByTestId('like')).toHaveAttribute('aria-pressed', String(!pressed));
    // Named by the count it shows first, then what it does.
    expect(within(post).getByTestId('like')).toHaveAccessibleName(`${likes + (pressed ? -1 : 1)}, like`);
    const id = Number(post.dataset.testid!.slice('post-'.length));
    await waitFor(() =>
      expect((server().db.profilePosts.find(id) as unknown as { likedBy: number[] }).likedBy.includes(1)).toBe(
        !pressed,
      ),
    );
  });

  it('shows a like at once while the server answers, and puts it back with a message when the server fails', async () => {
    await renderRoute('/pages/profile');
    await waitFor(() => expect(posts()).toHaveLength(3));
    const post = posts()[0];
    const likes = Number(within(post).getByTestId('likes').textContent);
    const pressed = within(post).getByTestId('like').getAttribute('aria-pressed') === 'true';
    let answer: (response: Response) => void = () => {};
    server().post('/profile/posts/like', () => new Promise<Response>((resolve) => (answer = resolve)));
    fireEvent.click(within(post).getByTestId('like'));
    await waitFor(() => expect(within(post).getByTestId('like')).toHaveAttribute('aria-pressed', String(!pressed)));
    expect(within(post).getByTestId('likes')).toHaveTextContent(String(likes + (pressed ? -1 : 1)));
    answer(new Response(500, {}, { message: 'Server Error' }));
    expect(await screen.findByText('Something went wrong, try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(post).getByTestId('like')).toHaveAttribute('aria-pressed', String(pressed)));
    expect(within(post).getByTestId('likes')).toHaveTextContent(String(likes));
  });

  it('asks for the page once when its route already asked as the URL opened', async () => {
    const asked = await renderPrefetched(server, '/pages/profile', '/profile');
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(asked()).toEqual(['/profile/data']);
  });

  it('adds a comment as text, clears the form, and keeps it', async () => {
    await renderRoute('/pages/profile');
    await waitFor(() => expect(posts()).toHaveLength(3));
    const post = posts()[1];
    const box = within(post).getByLabelText('Add a comment');
    fireEvent.change(box, { target: { value: '<img src=x onerror=alert(1)> Nice!' } });
    fireEvent.click(within(post).getByText('Comment'));
    expect(await within(post).findByText('<img src=x onerror=alert(1)> Nice!')).toBeInTheDocument();
    expect(post.querySelector('img[src="x"]')).toBeNull();
    await waitFor(() => expect(within(post).getByLabelText('Add a comment')).toHaveValue(''));
  });

  it(
    'takes hostile texts as a comment, kept exactly as typed or refused by the field; no blank one can be sent',
    async () => {
      type Post = { detailedComments: { comment: string }[] };
      const comments = () =>
        (server().db.profilePosts.find(posts()[0].dataset.testid!.replace('post-', '')) as unknown as Post)
          .detailedComments;
      let unmount = () => {};
      let before = 0;
      await typeBadTextsIntoForm({
        // A few entries: the form has no rule but "not blank" (every blank entry is checked below, without a
        // request), so whatever else is typed goes to the server, whose own tests take every entry.
        inputs: BAD_TEXT_UI_PASS.filter(({ value }) => value.trim() !== ''),
        open: async () => {
          unmount();
          ({ unmount } = await renderRoute('/pages/profile'));
          await waitFor(() => expect(posts()).toHaveLength(3));
          before = comments().length;
          return posts()[0];
        },
        field: (post) => within(post).getByLabelText('Add a comment') as HTMLTextAreaElement,
        save: (post) => fireEvent.click(buttonNamed(post, 'Comment')!),
        stored: () => (comments().length > before ? comments().at(-1)!.comment : undefined),
        close: async () => {
          unmount();
          unmount = () => {};
        },
      });
      unmount();

      await renderRoute('/pages/profile');
      await waitFor(() => expect(posts()).toHaveLength(3));
      const post = posts()[0];
      before = comments().length;
      for (const { value } of BAD_TEXT.filter((entry) => entry.value.trim() === '')) {
        fireEvent.change(within(post).getByLabelText('Add a comment'), { target: { value } });
        expect(buttonNamed(post, 'Comment')).toBeDisabled();
      }
      expect(comments()).toHaveLength(before);
    },
    BAD_TEXT_TIMEOUT_MS,
  );

  it('votes once: the percentages follow, and the vote buttons go', async () => {
    await renderRoute('/pages/profile');
    const poll = await screen.findByTestId('poll-1');
    const before = within(poll)
      .getAllByTestId('percent')
      .map((node) => node.textContent);
    fireEvent.click(within(poll).getByRole('button', { name: 'Vote for Instagram' }));
    expect(await screen.findByText('Thanks for voting.')).toBeInTheDocument();
    await waitFor(() => expect(within(poll).queryAllByRole('button')).toHaveLength(0));
    expect(
      within(poll)
        .getAllByTestId('percent')
        .map((node) => node.textContent),
    ).not.toEqual(before);
    expect(within(poll).getByText(/You voted/)).toBeInTheDocument();
  });
});
