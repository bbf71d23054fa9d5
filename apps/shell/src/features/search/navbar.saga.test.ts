import axios, { type AxiosInstance } from 'axios';
import { createApiClient } from '@live-agent/auth';
import { signIn, setupTestServer } from '@live-agent/ui-kit/testing';
import { createAppStore } from '@live-agent/store';
import { waitFor } from '@testing-library/react';
import type { SearchPage } from '@live-agent/contracts';
import { navbarFeature } from './navbar.feature';
import { bookmarksRequested, bookmarkToggleRequested, searchDataRequested, selectNavbar } from './navbar.slice';

setupTestServer();
// Toggling a bookmark needs a signed-in caller, as in the shell.
beforeEach(() => signIn());

function setup(api: AxiosInstance = createApiClient({ onSignOut: () => undefined })) {
  const store = createAppStore({ sagaContext: { api } });
  store.injectSlice(navbarFeature.slice);
  store.injectSaga(navbarFeature.slice.reducerPath, navbarFeature.saga!);
  const navbar = () => selectNavbar(store.getState() as never);
  return { store, navbar };
}

describe('navbar saga', () => {
  it('loads the search data by group', async () => {
    const { store, navbar } = setup();
    store.dispatch(searchDataRequested());
    expect(navbar().searchStatus).toBe('loading');
    await waitFor(() => expect(navbar().searchStatus).toBe('ready'));
    expect(navbar().pages).toHaveLength(101);
    expect(navbar().files).toHaveLength(8);
    expect(navbar().contacts).toHaveLength(8);
  });

  it('loads the suggestions and bookmarks', async () => {
    const { store, navbar } = setup();
    store.dispatch(bookmarksRequested());
    await waitFor(() => expect(navbar().bookmarksStatus).toBe('ready'));
    expect(navbar().suggestions).toHaveLength(101);
    expect(navbar().bookmarks.map((page) => page.title)).toEqual([
      'Dashboard',
      'Agents',
      'Chat Report',
      'Email',
      'Chat',
      'Calendar',
    ]);
  });

  it('toggles a bookmark at once and on the server', async () => {
    const { store, navbar } = setup();
    store.dispatch(bookmarksRequested());
    await waitFor(() => expect(navbar().bookmarksStatus).toBe('ready'));
    const todo = navbar().suggestions.find((page) => page.link === '/apps/todo')!;

    store.dispatch(bookmarkToggleRequested(todo));
    expect(navbar().bookmarks.map((page) => page.id)).toContain(todo.id);
    await waitFor(async () => {
      const { data } = await axios.get('/api/bookmarks/data');
      expect(data.bookmarks.map((page: SearchPage) => page.id)).toContain(todo.id);
    });

    store.dispatch(bookmarkToggleRequested(navbar().suggestions.find((page) => page.id === todo.id)!));
    expect(navbar().bookmarks.map((page) => page.id)).not.toContain(todo.id);
    await waitFor(async () => {
      const { data } = await axios.get('/api/bookmarks/data');
      expect(data.bookmarks.map((page: SearchPage) => page.id)).not.toContain(todo.id);
    });
    expect(navbar().toggleError).toBeNull();
  });

  it('undoes a toggle the server refuses (404 for an unknown page)', async () => {
    const { store, navbar } = setup();
    const ghost: SearchPage = { id: 9999, title: 'Ghost', link: '/ghost', icon: 'X', isBookmarked: false };
    store.dispatch(bookmarkToggleRequested(ghost));
    expect(navbar().bookmarks).toHaveLength(1);
    await waitFor(() => expect(navbar().toggleError).toBe('Not Found'));
    expect(navbar().bookmarks).toHaveLength(0);
  });

  it('uses the API client from saga context and reports a failed load', async () => {
    const get = jest.fn().mockRejectedValue(new Error('network down'));
    const { store, navbar } = setup({ get } as unknown as AxiosInstance);
    store.dispatch(searchDataRequested());
    await waitFor(() => expect(navbar().searchStatus).toBe('error'));
    expect(get).toHaveBeenCalledWith('/api/main-search/data');
    // No failure is silent: the error catalogue's generic line is what the search panel shows.
    expect(navbar().searchError).toBe('Something went wrong, try again.');
  });
});
