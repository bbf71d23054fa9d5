// PUT /organization (docs/demo-api.md, Organization): the General Settings form's fields, and the rules the mock
// server checks them with. The body is a partial update (a field left out keeps its value), sent as JSON or as
// multipart, where numbers and booleans are strings ('12', '1'): the wire readers of ./live-agent say so. The logo
// travels beside these fields; its checks (type, size, content) are the server's (it reads the file's bytes).
import { ORGANIZATION_LOCALES, ROUTING_METHODS } from '../organization';
import { optionalText, text, z } from '../rules/schema';
import { option, requiredCount, requiredFlag, timeZone } from './live-agent';

/** The limits of the organisation's fields, which the settings screen also shows. */
export const ORGANIZATION_LIMITS = {
  nameMax: 80,
  offlineMessageMax: 500,
  defaultMaxConcurrentChats: { min: 1, max: 20 },
  /** 0 means never. */
  autoCloseIdleMinutes: { min: 0, max: 1440 },
} as const;

const L = ORGANIZATION_LIMITS;

/** The organisation's own fields, each required when sent. */
export const organizationFieldsSchema = z.object({
  name: text({ max: L.nameMax }),
  timezone: timeZone(),
  locale: option(ORGANIZATION_LOCALES),
});

/** The settings, each required when sent (the offline message may be empty). */
export const organizationSettingsSchema = z.object({
  routingMethod: option(ROUTING_METHODS),
  defaultMaxConcurrentChats: requiredCount(L.defaultMaxConcurrentChats.min, L.defaultMaxConcurrentChats.max),
  csatEnabled: requiredFlag(),
  requireCommentOnClose: requiredFlag(),
  requireCategoryOnClose: requiredFlag(),
  autoCloseIdleMinutes: requiredCount(L.autoCloseIdleMinutes.min, L.autoCloseIdleMinutes.max),
  offlineMessage: optionalText({ max: L.offlineMessageMax }),
});

/** What PUT /organization checks: any of the fields, and any of the settings. */
export const organizationUpdateSchema = z.object({
  ...z.partial(organizationFieldsSchema).shape,
  settings: z.optional(z.partial(organizationSettingsSchema)),
});
