// The toast area of the page: notifications stacked with the newest on top. Sagas and the error catalogue
// call `toast.*` from anywhere; <ToastArea/> (mounted once by the host) shows them.
// Decision: bottom-left. A page's own buttons sit top-right (the page header's Save, Discard, New) and a drawer's
// at its bottom-right footer; toasts in either corner hid them right when the user wanted to act again.
import { useEffect } from 'react';
import { Button, notification } from 'antd';

type Show = (text: string, description?: string) => void;
type NotificationApi = ReturnType<typeof notification.useNotification>[0];

let current: NotificationApi | null = null;

function show(kind: 'success' | 'info' | 'warning' | 'error'): Show {
  return (text, description) => {
    current?.[kind]({ title: text, description, placement: 'bottomLeft', showProgress: true, duration: 4.5 });
  };
}

export interface UndoToast {
  /** The Undo button's text, in the caller's namespace. */
  undoLabel: string;
  onUndo: () => void;
  /** How long the toast, and so the chance to undo, lasts. */
  seconds: number;
}

let undoKeys = 0;

/**
 * A toast with an Undo button, for a change that can be taken back (a mail trashed or about to be sent). Undo
 * closes it; the returned function closes it too (the change became final).
 */
function withUndo(text: string, { undoLabel, onUndo, seconds }: UndoToast): () => void {
  const key = `undo-${(undoKeys += 1)}`;
  const api = current;
  api?.info({
    key,
    title: text,
    placement: 'bottomLeft',
    showProgress: true,
    // Hovering would only hold the toast, not the change it offers to undo.
    pauseOnHover: false,
    duration: seconds,
    actions: (
      <Button
        size="small"
        type="primary"
        onClick={() => {
          api.destroy(key);
          onUndo();
        }}
      >
        {undoLabel}
      </Button>
    ),
  });
  return () => api?.destroy(key);
}

export const toast = {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
  withUndo,
};

export function ToastArea() {
  const [api, holder] = notification.useNotification({ bottom: 24, maxCount: 6, stack: { threshold: 4 } });
  useEffect(() => {
    current = api;
    return () => {
      if (current === api) current = null;
    };
  }, [api]);
  return holder;
}
