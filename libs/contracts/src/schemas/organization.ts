// PUT /organization (docs/demo-api.md, Organization): the General Settings form's fields, and the rules the mock
// server checks them with. The body is a partial update (a field left out keeps its value), sent as JSON or as
// multipart, where numbers and booleans are strings ('12', '1'): the wire readers of ./live-agent say so. The logo
// travels beside these fields; its checks (type, size, content) are the server's (it reads the file's bytes). And the
// organisation as the server answers it (strict objects, so a field the contract does not name fails a test).
import { ORGANIZATION_LOCALES, ROUTING_METHODS } from '../organization';
import { LOGO_MAX_BYTES, logoProblem, type PictureFile } from '../rules/formats';
import { optionalText, ruleMessage, text, z } from '../rules/schema';
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

const isPictureFile = (value: unknown): value is PictureFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PictureFile).type === 'string' &&
  typeof (value as PictureFile).size === 'number';

/**
 * A new logo as a file (a chosen File, an uploaded Blob, a data URL's picture: its media type and size), by
 * logoProblem; none given is no change. The form's rule and the server's check.
 */
export const logoFileSchema = z.optional(
  z.custom<PictureFile>((value) => isPictureFile(value) && logoProblem(value) === null, {
    error: ruleMessage('logo', { max: LOGO_MAX_BYTES / 1024 / 1024 }),
  }),
);

/**
 * The JSON body of PUT /organization: the checked fields and settings, and the logo (a URL or data URL; null removes
 * it). Multipart carries the same keys in brackets (`settings[csatEnabled]=1`), the logo as a file, and
 * `removeImage` ('1') to remove it.
 */
export const organizationUpdateRequestSchema = z.object({
  ...organizationUpdateSchema.shape,
  image: z.optional(
    z
      .nullable(z.string())
      .check(
        z.describe(
          'A URL or an image’s data URL (a PNG, JPEG, GIF, WebP or safe SVG by its bytes, of at most 1 MB); null removes the logo.',
        ),
      ),
  ),
  removeImage: z.optional(
    z.union([z.boolean(), z.enum(['1', '0', 'true', 'false'])]).check(z.describe('True removes the logo (multipart).')),
  ),
});

// ---- Answers (strict objects: a field the contract does not name fails a test) ----------------------------------

export const organizationSettingsRecordSchema = z.strictObject({
  routingMethod: z.enum(ROUTING_METHODS),
  defaultMaxConcurrentChats: z.int(),
  csatEnabled: z.boolean(),
  requireCommentOnClose: z.boolean(),
  requireCategoryOnClose: z.boolean(),
  autoCloseIdleMinutes: z.int().check(z.describe('0 means chats are never closed for being idle.')),
  offlineMessage: z.string(),
});

export const organizationSchema = z.strictObject({
  id: z.int(),
  name: z.string(),
  image: z.string().check(z.describe('A URL or data URL; empty when the organisation has no logo.')),
  timezone: z.string().check(z.describe('An IANA time zone.')),
  locale: z.enum(ORGANIZATION_LOCALES),
  settings: organizationSettingsRecordSchema,
});

/** GET and PUT /organization. */
export const organizationResponseSchema = z.strictObject({ data: organizationSchema });

/** GET /current-organization (no token needed): what the shell shows before sign-in. */
export const currentOrganizationResponseSchema = z.strictObject({
  row: z.strictObject({ name: organizationSchema.shape.name, image: organizationSchema.shape.image }),
});
