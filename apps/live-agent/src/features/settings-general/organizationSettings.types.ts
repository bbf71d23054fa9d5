// The organisation as GET/PUT /api/v1/organization carry it (DESIGN §6), and the General Settings form's
// model. Type aliases rather than interfaces so the values fit toFormData's index-signature parameter.

export const ROUTING_METHODS = ['round_robin', 'load_balancing', 'manual'] as const;
export type RoutingMethod = (typeof ROUTING_METHODS)[number];

export const ORGANIZATION_LOCALES = ['en', 'de', 'fr', 'pt'] as const;
export type OrganizationLocale = (typeof ORGANIZATION_LOCALES)[number];

export type OrganizationSettingsValues = {
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
  locale: string;
  settings: OrganizationSettingsValues;
};

/** What happens to the logo on save: left alone, replaced by a chosen file, or removed. */
export type LogoChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

/** The editable fields, as the form holds them (`image` is the pending logo change). */
export type OrganizationFormValues = {
  name: string;
  timezone: string;
  locale: string;
  settings: OrganizationSettingsValues;
  image: LogoChange;
};
