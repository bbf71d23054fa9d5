// Pure rules of the General Settings screen: the fields' rules (the organisation's schema in @live-agent/contracts,
// which the server checks the same body with) and the logo file check. The request body of a save is in
// organizationSettings.body.ts, apart, so the store's saga does not load the schemas.
import { figureOf, type FormRules } from '@live-agent/ui-kit';
import {
  ORGANIZATION_LIMITS,
  organizationFieldsSchema,
  organizationSettingsSchema,
  type Organization,
} from '@live-agent/contracts';
import type { OrganizationFormFields, OrganizationFormValues } from './organizationSettings.types';

export const LIMITS = {
  nameMax: ORGANIZATION_LIMITS.nameMax,
  offlineMessageMax: ORGANIZATION_LIMITS.offlineMessageMax,
  logoBytes: 1024 * 1024,
} as const;

/** The form's field rules, by the field's name in the form (the settings under `settings`). */
export function organizationRules(rules: FormRules) {
  const fields = organizationFieldsSchema.shape;
  const settings = organizationSettingsSchema.shape;
  return {
    name: rules.of(fields.name),
    timezone: rules.of(fields.timezone),
    locale: rules.of(fields.locale),
    routingMethod: rules.of(settings.routingMethod),
    defaultMaxConcurrentChats: rules.of(settings.defaultMaxConcurrentChats),
    autoCloseIdleMinutes: rules.of(settings.autoCloseIdleMinutes),
    offlineMessage: rules.of(settings.offlineMessage),
  };
}

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;

/** Why a chosen logo file is refused, or null when it is fine. */
export function logoProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > LIMITS.logoBytes) return 'size';
  return null;
}

/** The form's starting values for an organisation. */
export function toFormValues(organization: Organization): OrganizationFormValues {
  return {
    name: organization.name,
    timezone: organization.timezone,
    locale: organization.locale,
    settings: { ...organization.settings },
    image: { kind: 'keep' },
  };
}

/** The form's fields with the settings' figures read as the server reads them (the rules have taken both). */
export function withFiguresRead({ settings, ...fields }: OrganizationFormFields): OrganizationFormValues {
  const schema = organizationSettingsSchema.shape;
  return {
    ...fields,
    settings: {
      ...settings,
      defaultMaxConcurrentChats: figureOf(schema.defaultMaxConcurrentChats, settings.defaultMaxConcurrentChats)!,
      autoCloseIdleMinutes: figureOf(schema.autoCloseIdleMinutes, settings.autoCloseIdleMinutes)!,
    },
  };
}
