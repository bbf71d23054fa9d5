// The browser's title names the screen and the organisation ("Invoices · Acme Support", in the user's language): a
// tab, a bookmark and the history say where they lead. Every screen's heading sets it (PageHeader, ScreenHeading), so
// a screen names itself once, for the eye, screen readers and the tab alike. The organisation's name is the one the
// shell keeps in the store (@live-agent/store selectOrganizationName), after the count of what awaits the user
// (./titleCount.ts); without a store (a test), the screen's alone.
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import { documentTitle, selectOrganizationName } from './organization';
import { selectTitleCount } from './titleCount';

const NO_STORE = { subscribe: () => () => undefined, getState: () => null };

/** Sets the document's title to `screen` · the organisation's name (after the count), while the screen is shown. */
export function useDocumentTitle(screen: string | null | undefined): void {
  const store = useContext(ReactReduxContext)?.store ?? NO_STORE;
  const organization = useSyncExternalStore(store.subscribe, () => selectOrganizationName(store.getState()));
  const count = useSyncExternalStore(store.subscribe, () => selectTitleCount(store.getState()));
  useEffect(() => {
    const title = documentTitle(screen, organization, count);
    if (title) document.title = title;
  }, [screen, organization, count]);
}
