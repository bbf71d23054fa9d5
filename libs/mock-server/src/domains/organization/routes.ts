// Product API of the organisation. Paths are relative to `${productApiBase}/api/v1` (the server
// core sets urlPrefix/namespace for product domains).
import type { Server } from 'miragejs';
import { notFound } from '../../http';

export function organizationRoutes(server: Server): void {
  // SPEC §7: the shell reads row.name and row.image for the app name and logo before sign-in,
  // so this route needs no token.
  server.get('/current-organization', () => {
    const organization = server.db.organizations[0] as { name: string; image: string } | undefined;
    if (!organization) return notFound();
    return { row: { name: organization.name, image: organization.image } };
  });
}
