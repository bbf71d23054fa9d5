// The General Settings form's model. The organisation itself is a contract (@live-agent/contracts,
// organization). Type aliases rather than interfaces so the values fit toFormData's index-signature parameter.
import type { OrganizationSettings } from '@live-agent/contracts';

/** What happens to the logo on save: left alone, replaced by a chosen file, or removed. */
export type LogoChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

/** The editable fields, as the form holds them (`image` is the pending logo change). */
export type OrganizationFormValues = {
  name: string;
  timezone: string;
  locale: string;
  settings: OrganizationSettings;
  image: LogoChange;
};

/** The settings' figures, which the form holds as the saved numbers, then as the texts typed (NumberField). */
type SettingsFigure = 'defaultMaxConcurrentChats' | 'autoCloseIdleMinutes';

/** What the form holds: the editable fields with the settings' figures as typed (withFiguresRead reads them). */
export type OrganizationFormFields = Omit<OrganizationFormValues, 'settings'> & {
  settings: Omit<OrganizationSettings, SettingsFigure> & Record<SettingsFigure, number | string>;
};
