// Copies text with the asynchronous Clipboard API and says how it went: a toast and a status line by the control,
// "copied" or, when the browser refuses (permission denied, no secure context), what to do instead.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';

export type CopyState = 'idle' | 'copied' | 'failed';

export function useCopy() {
  const { t } = useTranslation(NAMESPACE);
  const [state, setState] = useState<CopyState>('idle');
  const copy = async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
      toast.success(t('extensions.clipboard.copied'));
    } catch {
      setState('failed');
      toast.error(t('extensions.clipboard.failed'));
    }
  };
  const message =
    state === 'copied' ? t('extensions.clipboard.copied') : state === 'failed' ? t('extensions.clipboard.failed') : '';
  return { copy, state, message };
}
