// The toast area of the page: notifications stacked with the newest on top. Sagas and the error catalogue
// call `toast.*` from anywhere; <ToastArea/> (mounted once by the host) shows them.
// Decision: bottom-left. A page's own buttons sit top-right (the page header's Save, Discard, New) and a drawer's
// at its bottom-right footer; toasts in either corner hid them right when the user wanted to act again.
import { useEffect, type CSSProperties } from 'react';
import { Button, notification } from 'antd';

type Show = (text: string, description?: string) => void;
type NotificationApi = ReturnType<typeof notification.useNotification>[0];

let current: NotificationApi | null = null;

// antd places each notice at its --notification-y, which it counts from the newest: 0 for the newest, the heights of
// the newer ones for an older one. At a bottom corner antd measures it from the list's bottom edge, which put the
// newest lowest, under the older ones. Measured from the list's top edge, the newest is on top and the older ones go
// down towards the corner. (A collapsed stack, beyond 4 notices, shows the newest in front of the others.)
const NEWEST_ON_TOP: CSSProperties = { top: 'var(--notification-y, 0px)', bottom: 'auto' };

function show(kind: 'success' | 'info' | 'warning' | 'error'): Show {
  return (text, description) => {
    current?.[kind]({
      title: text,
      description,
      placement: 'bottomLeft',
      style: NEWEST_ON_TOP,
      showProgress: true,
      duration: 4.5,
    });
  };
}

export interface ActionToast {
  /** The button's text, in the caller's namespace. */
  actionLabel: string;
  /** Called on the button's click, after the toast closed. */
  onAction: () => void;
  /** How long the toast, and so its offer, lasts. */
  seconds: number;
  /** Whether hovering holds the toast (not for an offer that ends with it, such as Undo). */
  pauseOnHover?: boolean;
  /** A screen reader says it when idle (`status`), not at once (`alert`, antd's default): news, not an error. */
  polite?: boolean;
}

export interface UndoToast {
  /** The Undo button's text, in the caller's namespace. */
  undoLabel: string;
  onUndo: () => void;
  /** How long the toast, and so the chance to undo, lasts. */
  seconds: number;
}

let actionKeys = 0;

/** A toast with one button (Open, Undo). The returned function closes it. */
function withAction(
  text: string,
  { actionLabel, onAction, seconds, pauseOnHover = true, polite = false }: ActionToast,
): () => void {
  const key = `action-${(actionKeys += 1)}`;
  const api = current;
  api?.info({
    key,
    title: text,
    placement: 'bottomLeft',
    style: NEWEST_ON_TOP,
    showProgress: true,
    pauseOnHover,
    duration: seconds,
    role: polite ? 'status' : 'alert',
    actions: (
      <Button
        size="small"
        type="primary"
        onClick={() => {
          api.destroy(key);
          onAction();
        }}
      >
        {actionLabel}
      </Button>
    ),
  });
  return () => api?.destroy(key);
}

/**
 * A toast with an Undo button, for a change that can be taken back (a mail trashed or about to be sent). Undo
 * closes it; the returned function closes it too (the change became final). Hovering would only hold the toast,
 * not the change it offers to undo.
 */
const withUndo = (text: string, { undoLabel, onUndo, seconds }: UndoToast): (() => void) =>
  withAction(text, { actionLabel: undoLabel, onAction: onUndo, seconds, pauseOnHover: false });

export const toast = {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
  withUndo,
  withAction,
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
