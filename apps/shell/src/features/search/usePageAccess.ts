import { useTranslation } from 'react-i18next';
import { useAppAbility } from '@live-agent/auth';
import type { SearchPage } from '@live-agent/contracts';
import type { RemoteName } from '../../federation/remoteCatalog';
import { useEnabledRemotes } from '../presenter';
import { isPageVisible, pageTitle } from './searchResults';

/**
 * Translated titles and visibility of pages for the current user, language and remote switches.
 * Not memoised: the CASL ability changes in place (useAppAbility re-renders, the object stays the same).
 */
export function usePageAccess() {
  const { t } = useTranslation('shell');
  const ability = useAppAbility();
  const enabledRemotes = useEnabledRemotes();
  const enabled = (remote: RemoteName) => enabledRemotes.includes(remote);
  const can = (action: string, subject: string) => ability.can(action, subject);
  return {
    titleOf: (page: Pick<SearchPage, 'title' | 'link'>) => pageTitle(page, (key) => t(key)),
    isVisible: (page: Pick<SearchPage, 'link'>) => isPageVisible(page, can, enabled),
  };
}
