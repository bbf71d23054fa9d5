// The user a view or edit screen shows (by the :id of its path), and saving changes to them: a save that went
// through refreshes that user (and the lists), so the screen shows what the server kept; a 422's messages are
// kept for the form's fields.
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { FieldErrors, UserInput } from '@live-agent/contracts';
import { useUpdateUserMutation, useUserQuery } from '../../api';
import { written } from '../../feedback';
import { demoView, isNotFound } from '../../shared/demoQuery';

export function useUserDetail() {
  const { id = '' } = useParams();
  const detail = demoView(useUserQuery(id));
  const [update, { isLoading: saving }] = useUpdateUserMutation();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors | null>(null);

  /** Saves `values`; says whether the save went through. */
  const save = useCallback(
    async (values: UserInput) => {
      setFieldErrors(null);
      const outcome = await written(update({ ...values, id: Number(id) }).unwrap(), 'users.toast.updated');
      if (!outcome.done) setFieldErrors(outcome.fieldErrors);
      return outcome.done;
    },
    [update, id],
  );

  // Only an answer to this id counts: right after a navigation the previous user's answer is still there.
  const answer = !detail.pending && detail.data?.user.id === Number(id) ? detail.data : null;
  return {
    id,
    /** Loading this id (the previous user's data is not shown meanwhile). */
    pending: detail.pending || detail.status === 'idle',
    failed: detail.status === 'error' && !isNotFound(detail) && !answer,
    error: detail.error,
    reload: detail.reload,
    user: answer?.user ?? null,
    activity: answer?.activity ?? [],
    /** No user has this id (404). */
    missing: isNotFound(detail),
    saving,
    fieldErrors,
    save,
  };
}
