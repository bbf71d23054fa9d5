// Pure rules of the General Settings screen: the limits the server enforces (mirrored in the form), the logo
// file check, and the request body of a save. Decision: a new logo goes as multipart (the file under
// `image`, the rest in bracket notation via toFormData); without a new file the body is JSON, with
// `image: null` to remove the logo and no `image` key to keep it.
import type { FormRule } from 'antd';
import { toFormData } from '@live-agent/auth';
import type { Translate } from '@live-agent/ui-kit';
import type { Organization } from '@live-agent/contracts';
import type { LogoChange, OrganizationFormValues } from './organizationSettings.types';

export const LIMITS = {
  nameMax: 80,
  maxChats: { min: 1, max: 20 },
  autoClose: { min: 0, max: 1440 },
  offlineMessageMax: 500,
  logoBytes: 1024 * 1024,
} as const;

/** The organisation name: required (not blank), at most LIMITS.nameMax characters; `t` translates the remote's namespace. */
export function organizationNameRules(t: Translate): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('general.errors.nameRequired') },
    { max: LIMITS.nameMax, message: t('general.errors.nameMax', { max: LIMITS.nameMax }) },
  ];
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

/** The PUT /organization body: multipart when a new logo file goes with it, JSON otherwise. */
export function organizationRequestBody(
  values: Omit<OrganizationFormValues, 'image'>,
  logo: LogoChange,
): FormData | object {
  const fields = {
    name: values.name.trim(),
    timezone: values.timezone,
    locale: values.locale,
    settings: { ...values.settings, offlineMessage: values.settings.offlineMessage ?? '' },
  };
  if (logo.kind === 'replace') return toFormData({ ...fields, image: logo.file });
  if (logo.kind === 'remove') return { ...fields, image: null };
  return fields;
}
