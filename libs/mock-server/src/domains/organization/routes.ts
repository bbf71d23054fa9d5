// Product API of the organisation. Paths are relative to `${productApiBase}/api/v1` (the server
// core sets urlPrefix/namespace for product domains).
import type { CurrentOrganizationResponse, DataEnvelope, Organization } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { guardedRoutes, manage, read } from '../../kit/guard';
import { ALL_PRODUCT_SUBJECTS, SUBJECTS } from '../product-subjects';
import { eventually, notFound, ok, validationError } from '../../kit/responses';
import { toApiRecord } from '../../kit/store';
import type { MockContext } from '../../types';
import { organizationMessagesFor } from './messages';
import { checkOrganization, readAsDataUrl, readOrganizationBody } from './update';
import { isImageContent, readBytes } from './logo';

type StoredOrganization = Omit<Organization, 'id'> & { id: string };

export function organizationRoutes(server: Server, ctx: MockContext): void {
  const current = () => (server.db.organizations[0] as StoredOrganization | undefined) ?? null;
  const toApi = (record: StoredOrganization): Organization => toApiRecord(record);

  // The shell reads row.name and row.image for the app name and logo before sign-in,
  // so this route needs no token.
  server.get('/current-organization', () => {
    const organization = current();
    if (!organization) return notFound();
    return { row: { name: organization.name, image: organization.image } } satisfies CurrentOrganizationResponse;
  });

  // Every product screen may read the organisation (its name and time zone: the templates' preview, a new
  // shift's zone); only Settings managers change it.
  const route = guardedRoutes(server, ctx, ALL_PRODUCT_SUBJECTS.map(read));
  route.get('/organization', () => {
    const organization = current();
    return organization ? ok<DataEnvelope<Organization>>({ data: toApi(organization) }) : notFound();
  });

  route.put(
    '/organization',
    (request) => {
      const organization = current();
      if (!organization) return notFound();
      const m = organizationMessagesFor(request);
      const { id, ...fields } = organization;
      const { errors, change } = checkOrganization(readOrganizationBody(request.requestBody), fields, m);
      if (Object.keys(errors).length) return validationError(errors, m.invalid);
      const save = (image: string) =>
        toApi(server.db.organizations.update(id, { ...change.fields, image }) as unknown as StoredOrganization);
      const file = change.file;
      if (!file) return ok<DataEnvelope<Organization>>({ data: save(change.fields.image) });
      // A file is read asynchronously: its bytes decide whether it is an image at all (logo.ts).
      return eventually(
        readBytes(file).then(async (bytes) => {
          if (!isImageContent(bytes)) return validationError({ image: [m.imageContent] }, m.invalid);
          return ok<DataEnvelope<Organization>>({ data: save(await readAsDataUrl(file)) });
        }),
      );
    },
    manage(SUBJECTS.settings),
  );
}
