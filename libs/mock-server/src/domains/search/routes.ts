// Navbar search and bookmarks (SPEC §7). The server returns every item; the client keeps 4 per
// group (SPEC §9), so the limit lives in one place.
import type { Server } from 'miragejs';
import { notFound, ok, readJsonBody, toApiRecord } from '../../http';
import type { SearchPage } from './seeds';

type Stored<T extends { id: number }> = Omit<T, 'id'> & { id: string };

export function searchRoutes(server: Server): void {
  const pages = () => (server.db.searchPages as unknown as Stored<SearchPage>[]).map(toApiRecord);

  server.get('/api/main-search/data', () => ({
    searchArr: [
      { groupTitle: 'Pages', data: pages() },
      { groupTitle: 'Files', data: server.db.searchFiles.map(toApiRecord) },
      { groupTitle: 'Contacts', data: server.db.searchContacts.map(toApiRecord) },
    ],
  }));

  server.get('/api/bookmarks/data', () => {
    const all = pages();
    return { suggestions: all, bookmarks: all.filter((page) => page.isBookmarked) };
  });

  server.post('/api/bookmarks/update', (_schema, request) => {
    const body = readJsonBody(request) as { id?: unknown } | undefined;
    const id = Number(body?.id);
    // Number.isInteger also rejects a missing id; DESIGN §5: an unknown id answers 404.
    const page = Number.isInteger(id) ? (server.db.searchPages.find(id) as Stored<SearchPage> | null) : null;
    if (!page) return notFound();
    // Stored in the Mirage db, so the next GET (and the search list) reflects the toggle.
    const updated = server.db.searchPages.update(page.id, { isBookmarked: !page.isBookmarked }) as Stored<SearchPage>;
    return ok(toApiRecord(updated));
  });
}
