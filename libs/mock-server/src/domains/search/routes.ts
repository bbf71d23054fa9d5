// Navbar search and bookmarks (docs/demo-api.md, search and bookmarks). The server returns every
// item; the client keeps 4 per group, so the limit lives in one place. An unknown id answers 404.
import type {
  BookmarkUpdateRequest,
  BookmarksResponse,
  MainSearchResponse,
  SearchContact,
  SearchFile,
  SearchPage,
} from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { guardedRoutes, SIGNED_IN } from '../../kit/guard';
import type { MockContext } from '../../types';
import { readJsonBody } from '../../kit/request';
import { notFound, ok } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';

export function searchRoutes(server: Server, ctx: MockContext): void {
  const store = new ResourceStore<'searchPages' | 'searchFiles' | 'searchContacts'>(server);

  server.get('/api/main-search/data', (): MainSearchResponse => ({
    searchArr: [
      { groupTitle: 'Pages', data: store.all<SearchPage>('searchPages') },
      { groupTitle: 'Files', data: store.all<SearchFile>('searchFiles') },
      { groupTitle: 'Contacts', data: store.all<SearchContact>('searchContacts') },
    ],
  }));

  server.get('/api/bookmarks/data', () => {
    const all = store.all<SearchPage>('searchPages');
    return { suggestions: all, bookmarks: all.filter((page) => page.isBookmarked) } satisfies BookmarksResponse;
  });

  const route = guardedRoutes(server, ctx, SIGNED_IN);
  route.post('/api/bookmarks/update', (request) => {
    const body = readJsonBody(request) as Partial<Record<keyof BookmarkUpdateRequest, unknown>> | undefined;
    const page = store.find<SearchPage>('searchPages', body?.id);
    if (!page) return notFound();
    // Stored in the Mirage db, so the next GET (and the search list) reflects the toggle.
    return ok<SearchPage>(store.update<SearchPage>('searchPages', page.id, { isBookmarked: !page.isBookmarked }));
  });
}
