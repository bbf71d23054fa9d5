// Pure rules of the General Settings screen: the fields' rules and the logo's (the organisation's schemas in
// @live-agent/contracts, which the server checks the same body and file with). The request body of a save is in
// organizationSettings.body.ts, apart, so the store's saga does not load the schemas.
import { figureOf, type FormRules } from '@live-agent/ui-kit';
import {
  logoFileSchema,
  ORGANIZATION_LIMITS,
  organizationFieldsSchema,
  organizationSettingsSchema,
  type Organization,
} from '@live-agent/contracts';
import type { LogoChange, OrganizationFormFields, OrganizationFormValues } from './organizationSettings.types';

export const LIMITS = {
  nameMax: ORGANIZATION_LIMITS.nameMax,
  offlineMessageMax: ORGANIZATION_LIMITS.offlineMessageMax,
} as const;

/** The file a logo change sends, if any: what the logo rule checks. */
const logoFileOf = (change: unknown): File | undefined =>
  (change as LogoChange | undefined)?.kind === 'replace' ? (change as { file: File }).file : undefined;

/** The form's field rules, by the field's name in the form (the settings under `settings`). */
export function organizationRules(rules: FormRules) {
  return {
    ...rules.fields(organizationFieldsSchema.shape, ['name', 'timezone', 'locale']),
    ...rules.fields(organizationSettingsSchema.shape, [
      'routingMethod',
      'defaultMaxConcurrentChats',
      'autoCloseIdleMinutes',
      'offlineMessage',
    ]),
    image: rules.of(logoFileSchema, { toValue: logoFileOf }),
  };
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
