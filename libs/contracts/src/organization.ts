// The organisation (docs/demo-api.md, organization): GET /current-organization before sign-in, and
// GET/PUT /api/v1/organization for General Settings. Type aliases rather than interfaces so the values fit
// index-signature parameters (libs/auth toFormData sends the PUT as multipart).

export const ROUTING_METHODS = ['round_robin', 'load_balancing', 'manual'] as const;
export type RoutingMethod = (typeof ROUTING_METHODS)[number];

/** The languages the product speaks, and so the locales an organisation may choose. */
export const ORGANIZATION_LOCALES = ['en', 'de', 'fr', 'pt'] as const;
export type OrganizationLocale = (typeof ORGANIZATION_LOCALES)[number];

/** Largest logo PUT /organization accepts, in bytes. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export type OrganizationSettings = {
  routingMethod: RoutingMethod;
  defaultMaxConcurrentChats: number;
  csatEnabled: boolean;
  requireCommentOnClose: boolean;
  requireCategoryOnClose: boolean;
  /** 0 means chats are never closed for being idle. */
  autoCloseIdleMinutes: number;
  offlineMessage: string;
};

export type Organization = {
  id: number;
  name: string;
  /** A URL or data URL; '' when the organisation has no logo. */
  image: string;
  timezone: string;
  /** One of ORGANIZATION_LOCALES. */
  locale: string;
  settings: OrganizationSettings;
};

/** GET /current-organization (no token needed): what the shell shows before sign-in. */
export interface CurrentOrganizationResponse {
  row: Pick<Organization, 'name' | 'image'>;
}

/**
 * PUT /organization, JSON or multipart. A partial update: fields left out keep their value. `image` is a
 * File (multipart), a URL, or null (JSON) to remove the logo; multipart removes it with `removeImage`.
 */
export type OrganizationUpdate = Partial<Omit<Organization, 'id' | 'image' | 'settings'>> & {
  settings?: Partial<OrganizationSettings>;
  image?: string | Blob | null;
  removeImage?: boolean;
};
