// The mail screen's writes (docs/architecture.md, "Server data"): each through its endpoint (api.ts, which shows it at
// once and refreshes the lists), its toast when the server agrees, every failure through the error catalogue. Two
// changes can be taken back from their toast: moving to the trash (Undo restores the mails where they were) and
// sending, which waits `emailTiming.sendDelayMs` before it is final (the composer's part is the page's).
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { reportApiError } from '@live-agent/auth';
import type { EmailLabel, EmailUpdate, FieldErrors } from '@live-agent/contracts';
import { tellWriteFailure, toast } from '@live-agent/ui-kit';
import {
  useDeleteEmailsMutation,
  useRestoreEmailsMutation,
  useToggleLabelMutation,
  useUpdateEmailsMutation,
} from '../../api';
import { NAMESPACE } from '../../i18n';

/** How long Undo is offered: a sent mail leaves only then, a trashed one can be put back until then. An object, so
 * tests can shorten it. */
export const emailTiming = { sendDelayMs: 5000, trashUndoMs: 8000 };

/** Shows `text` with Undo for `ms`: true when the user pressed Undo in that time. */
export function offerUndo(text: string, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    let decided = false;
    const decide = (undo: boolean) => {
      if (decided) return;
      decided = true;
      resolve(undo);
    };
    const close = toast.withUndo(text, {
      undoLabel: i18n.t(`${NAMESPACE}:toast.undo`),
      onUndo: () => decide(true),
      seconds: ms / 1000,
    });
    setTimeout(() => {
      if (!decided) close();
      decide(false);
    }, ms);
  });
}

/** Says why the server refused a mail (ui-kit's tellWriteFailure); its field messages are the caller's. */
export const refused = (error: unknown): FieldErrors => tellWriteFailure(error) ?? {};

export function useMailWrites() {
  const { t } = useTranslation(NAMESPACE);
  const [update] = useUpdateEmailsMutation();
  const [label] = useToggleLabelMutation();
  const [restore] = useRestoreEmailsMutation();
  const [remove] = useDeleteEmailsMutation();

  /** True when the server agreed (and `text`, if any, was said). */
  const said = async (write: { unwrap: () => Promise<unknown> }, text?: string) => {
    try {
      await write.unwrap();
      if (text) toast.success(text);
      return true;
    } catch (error) {
      reportApiError(error, toast.error);
      return false;
    }
  };
  const restoreMails = (ids: number[]) => said(restore(ids), t('toast.restored', { count: ids.length }));

  return {
    /** A change of read, star or folder; `message` the toast key when the server agrees (none for quiet changes). */
    update: (ids: number[], changes: EmailUpdate, message?: string) =>
      said(update({ ids, changes }), message && t(message, { count: ids.length })),
    toggleLabel: (ids: number[], name: EmailLabel) => said(label({ ids, label: name })),
    trash: async (ids: number[], message = 'toast.trashed') => {
      if (!(await said(update({ ids, changes: { folder: 'trash' } })))) return;
      if (await offerUndo(t(message, { count: ids.length }), emailTiming.trashUndoMs)) await restoreMails(ids);
    },
    restore: restoreMails,
    deleteForever: (ids: number[]) => said(remove(ids), t('toast.deleted', { count: ids.length })),
  };
}
