// The users' choices (role, plan, status, language, gender, contact), each value named in the page's language
// (`users.<choice>.<value>`), as the list's filters and the edit form offer them.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  USER_CONTACT_OPTIONS,
  USER_GENDERS,
  USER_LANGUAGES,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
} from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';

const CHOICES = {
  roles: USER_ROLES,
  plans: USER_PLANS,
  statuses: USER_STATUSES,
  languages: USER_LANGUAGES,
  genders: USER_GENDERS,
  contactOptions: USER_CONTACT_OPTIONS,
};

type Choices = typeof CHOICES;

export type UserOptions = { [K in keyof Choices]: { value: Choices[K][number]; label: string }[] };

export function useUserOptions(): UserOptions {
  const { t } = useTranslation(NAMESPACE);
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(CHOICES).map(([choice, values]) => [
          choice,
          values.map((value) => ({ value, label: t(`users.${choice}.${value}`) })),
        ]),
      ) as UserOptions,
    [t],
  );
}
