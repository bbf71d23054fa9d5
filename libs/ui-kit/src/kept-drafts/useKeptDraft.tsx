// "Keep my draft" for a form or composer (docs/architecture.md, "Drafts kept when a session ends"). While `active`
// (the form is open), the form is registered with the session (`registerDraft` of @live-agent/auth): should the
// session end on its own, what `read` returns is kept for the user. Opened again after signing in, the form shows
// `offer`: a notice with Restore (hands the kept values to `restore`) and Discard.
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Alert, Button, Flex, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { forgetKeptDraft, keptDraft, registerDraft } from '@live-agent/auth';
import { UI_NAMESPACE } from '../i18n/resources';
import { fromDraft, toDraft } from './draftValues';

export interface KeptDraftOptions<T> {
  /** One per form and record ('invoice:edit:4'); none: nothing is kept. */
  key: string | null | undefined;
  /** What the form holds now, or undefined when nothing is worth keeping (nothing typed). */
  read: () => T | undefined;
  /** Puts kept values back into the form. */
  restore: (values: T) => void;
  /** Whether the form is open (default true). */
  active?: boolean;
}

export function useKeptDraft<T>({ key, read, restore, active = true }: KeptDraftOptions<T>): { offer: ReactNode } {
  const { t } = useTranslation(UI_NAMESPACE);
  const readNow = useEffectEvent(() => read());
  const on = active && !!key;
  // The kept draft of this key when the form opens, until restored or discarded.
  const [offered, setOffered] = useState<{ key: string; values: T } | null>(null);

  useEffect(() => {
    if (!on) return undefined;
    const values = keptDraft<T>(key);
    setOffered(values === undefined ? null : { key, values });
    return registerDraft(key, () => readNow());
  }, [on, key]);

  const settle = (restoring: boolean) => {
    if (!offered) return;
    forgetKeptDraft(offered.key);
    if (restoring) restore(offered.values);
    setOffered(null);
  };

  const offer =
    on && offered && offered.key === key ? (
      <Alert
        type="info"
        showIcon
        role="status"
        style={{ marginBottom: 16 }}
        title={t('form.keptDraft')}
        data-testid="kept-draft"
        action={
          <Flex gap={8}>
            <Button size="small" type="primary" onClick={() => settle(true)}>
              {t('form.restoreDraft')}
            </Button>
            <Button size="small" onClick={() => settle(false)}>
              {t('form.discardDraft')}
            </Button>
          </Flex>
        }
      />
    ) : null;
  return { offer };
}

/** useKeptDraft for an antd form: keeps its values once the user changed a field (dates and all, files aside). */
export function useKeptFormDraft(
  form: FormInstance,
  key: string | null | undefined,
  { active = true, onRestored }: { active?: boolean; onRestored?: () => void } = {},
): { offer: ReactNode } {
  return useKeptDraft<unknown>({
    key,
    active,
    read: () => (form.isFieldsTouched() ? toDraft(form.getFieldsValue(true)) : undefined),
    restore: (values) => {
      form.setFieldsValue(fromDraft(values) as never);
      // setFieldsValue is not the user's edit: the form says itself that it now holds unsaved work.
      onRestored?.();
    },
  });
}
