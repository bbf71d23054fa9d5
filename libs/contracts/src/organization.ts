// The organisation (docs/demo-api.md, organization): GET /current-organization before sign-in, and
// GET/PUT /api/v1/organization for General Settings. Type aliases rather than interfaces so the values fit
// index-signature parameters (libs/auth toFormData sends the PUT as multipart). The types are the schemas'
// (schemas/organization.ts), so the type and the answer the server is held to cannot drift apart.
import type { z } from 'zod/mini';
import type * as schemas from './schemas/organization';
import { LANGUAGES } from './languages';

export const ROUTING_METHODS = ['round_robin', 'load_balancing', 'manual'] as const;
export type RoutingMethod = (typeof ROUTING_METHODS)[number];

/** The locales an organisation may choose: the languages the product speaks. */
export const ORGANIZATION_LOCALES = LANGUAGES;
export type OrganizationLocale = (typeof ORGANIZATION_LOCALES)[number];

export type OrganizationSettings = z.output<typeof schemas.organizationSettingsRecordSchema>;

export type Organization = z.output<typeof schemas.organizationSchema>;

/** GET /current-organization (no token needed): what the shell shows before sign-in. */
export type CurrentOrganizationResponse = z.output<typeof schemas.currentOrganizationResponseSchema>;

/**
 * PUT /organization, JSON or multipart. A partial update: fields left out keep their value. `image` is a
 * File (multipart), a URL, or null (JSON) to remove the logo; multipart removes it with `removeImage`.
 */
export type OrganizationUpdate = Omit<z.input<typeof schemas.organizationUpdateRequestSchema>, 'image'> & {
  image?: string | Blob | null;
};
