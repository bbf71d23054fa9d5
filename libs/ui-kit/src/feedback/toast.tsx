// The toast area of the page: notifications stacked with the newest on top. Sagas and the error catalogue
// call `toast.*` from anywhere; <ToastArea/> (mounted once by the host) shows them.
// Decision: bottom-left. A page's own buttons sit top-right (the page header's Save, Discard, New) and a drawer's
// at its bottom-right footer; toasts in either corner hid them right when the user wanted to act again.
import { useEffect } from 'react';
import { notification } from 'antd';

type Show = (text: string, description?: string) => void;
type NotificationApi = ReturnType<typeof notification.useNotification>[0];

let current: NotificationApi | null = null;

function show(kind: 'success' | 'info' | 'warning' | 'error'): Show {
  return (text, description) => {
    current?.[kind]({ title: text, description, placement: 'bottomLeft', showProgress: true, duration: 4.5 });
  };
}

export const toast = { success: show('success'), info: show('info'), warning: show('warning'), error: show('error') };

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
