// The user a view or edit screen shows (by the :id of its path), and saving changes to them through the users
// feature: after a save that succeeded the user is read again, so the screen shows what the server kept.
import { useCallback, useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useCrud, useQuery } from '@live-agent/store';
import type { UserInput } from '@live-agent/contracts';
import { userDetailFeature, usersFeature } from './users.feature';

export function useUserDetail() {
  const { id = '' } = useParams();
  const detail = useQuery(userDetailFeature, { id });
  const users = useCrud(usersFeature, { loadList: false, refreshAll: false });
  const { saving, fieldErrors } = users.state;
  const wasSaving = useRef(false);
  const { reload } = detail;

  useEffect(() => {
    if (wasSaving.current && !saving && !fieldErrors) reload();
    wasSaving.current = saving;
  }, [saving, fieldErrors, reload]);

  const { save: saveUser } = users;
  const save = useCallback((values: UserInput) => saveUser(values, Number(id)), [saveUser, id]);

  // Only an answer to this id counts: right after a navigation the previous user's answer is still there.
  const current = detail.query?.id === id;
  const answer = current ? detail.data : null;
  return {
    id,
    /** Loading this id (the previous user's data is not shown meanwhile). */
    pending: !current || detail.status === 'idle' || (detail.status === 'loading' && !answer),
    failed: detail.status === 'error' && !answer,
    error: detail.error,
    reload,
    /** null: no user has this id (404). */
    user: answer?.user ?? null,
    activity: answer?.activity ?? [],
    missing: current && detail.status === 'ready' && answer === null,
    saving,
    fieldErrors,
    save,
  };
}
