import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from './resources';

/** An account role's name in the page's language (the navbar's user menu, access control); an unknown role as sent. */
export function useAccountRoleLabel(): (role: string) => string {
  const { t } = useTranslation(UI_NAMESPACE);
  return useCallback((role: string) => t(`accountRoles.${role}`, { defaultValue: role }), [t]);
}
