// Leaving a page with unsaved changes asks first: a reload or closing the tab gets the browser's own question
// (beforeunload), and a navigation inside the app (menu, link, back button) gets ours, where "Keep editing" is
// the default. In-app blocking needs a data router (the shell's); a remote's tests in a MemoryRouter get only the
// browser's question.
import { useContext, useEffect, useRef } from 'react';
import { Modal, type ModalFuncProps } from 'antd';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';

/**
 * The question before unsaved changes are thrown away, here and in FormDrawer's Cancel. Enter keeps the work (the
 * focus starts on "Keep editing"); discarding is the deliberate choice.
 */
export const discardChangesQuestion = (t: (key: string) => string): ModalFuncProps => ({
  title: t('form.discardTitle'),
  content: t('form.discardBody'),
  okText: t('form.discard'),
  cancelText: t('form.keepEditing'),
  okButtonProps: { danger: true },
  focusable: { autoFocusButton: 'cancel' },
});

export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  useEffect(() => {
    if (!when) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <NavigationGuard when={when} /> : null;
}

function NavigationGuard({ when }: { when: boolean }) {
  const { t } = useTranslation(UI_NAMESPACE);
  const [modal, holder] = Modal.useModal();
  // Only leaving the page counts: a change of the query string (a filter, a tab kept in the URL) does not.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  // The blocker is a new object on each render: the dialog opens once per blocked navigation, not per render.
  const current = useRef(blocker);
  current.current = blocker;

  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asking.current = false;
      return;
    }
    if (asking.current) return;
    asking.current = true;
    modal.confirm({
      ...discardChangesQuestion(t),
      onOk: () => current.current.proceed?.(),
      onCancel: () => current.current.reset?.(),
    });
  }, [blocker.state, modal, t]);

  return holder;
}
