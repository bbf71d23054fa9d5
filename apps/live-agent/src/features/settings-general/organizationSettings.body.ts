// The request body of a General Settings save, kept apart from the fields' rules (organizationSettings.rules.ts) so
// the saga that sends it loads no schema. Decision: a new logo goes as multipart (the file under `image`, the rest in
// bracket notation via toFormData); without a new file the body is JSON, with `image: null` to remove the logo and no
// `image` key to keep it.
import { toFormData } from '@live-agent/auth';
import type { LogoChange, OrganizationFormValues } from './organizationSettings.types';

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
