// The email sagas (docs/architecture.md, State): every call goes through the API client in saga context, every
// failure through the error catalogue (never silent), and every change reloads the list, since a moved,
// restored or unstarred mail may leave the view. Two changes can be taken back from their toast: moving to the
// trash (Undo restores the mails where they were) and sending, which waits `sendDelayMs` before it is final.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { channel } from 'redux-saga';
import { all, call, delay, fork, getContext, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type {
  EmailDraftInput,
  EmailLabel,
  EmailListResponse,
  EmailSavedResponse,
  EmailsChangedResponse,
  EmailsDeletedResponse,
  EmailWithNeighbours,
  PaginateDirection,
} from '@live-agent/contracts';
import { validationFailureOf } from '@live-agent/store';
import type { EmailFeedback } from '../../feedback';
import { emailApi } from './email.api';
import {
  emailActions as actions,
  initialEmailState,
  type EmailState,
  type SendPayload,
  type UpdatePayload,
} from './email.slice';
import type { EmailParams } from './email.types';
import { statusOf } from '@live-agent/contracts';

export const selectEmailState = (root: Record<string, unknown>): EmailState =>
  (root.email as EmailState | undefined) ?? initialEmailState;

/** How long Undo is offered: a sent mail leaves only then, a trashed one can be put back until then. */
export const SEND_DELAY_MS = 5000;
export const TRASH_UNDO_MS = 8000;

export interface EmailSagaOptions {
  sendDelayMs?: number;
}

export function createEmailSaga(feedback: EmailFeedback, { sendDelayMs = SEND_DELAY_MS }: EmailSagaOptions = {}) {
  /** Shows `text` with Undo for `ms`; true when the user pressed Undo in that time. */
  function* offerUndo(text: string, ms: number, whenFinal?: () => void): Generator<unknown, boolean, { undo?: true }> {
    const undone = channel<true>();
    const close = feedback.undoable(text, () => undone.put(true), ms);
    const { undo } = yield race({ undo: take(undone), final: delay(ms) });
    undone.close();
    if (!undo) {
      close();
      whenFinal?.();
    }
    return !!undo;
  }

  function* undoTrash(ids: number[], text: string) {
    const undo: boolean = yield* offerUndo(text, TRASH_UNDO_MS);
    if (undo) yield put(actions.restoreEmails(ids));
  }

  function* client(): Generator<unknown, AxiosInstance, AxiosInstance> {
    return yield getContext('api');
  }

  function* reload() {
    const { params }: EmailState = yield select(selectEmailState);
    yield put(actions.fetchEmails(params));
  }

  function* fetchEmails({ payload }: PayloadAction<EmailParams>) {
    try {
      const api: AxiosInstance = yield* client();
      const answer: EmailListResponse = yield call(emailApi.list, api, payload);
      yield put(actions.emailsLoaded(answer));
    } catch (error) {
      yield put(actions.emailsFailed());
      feedback.reportError(error);
    }
  }

  function* markRead(mail: EmailWithNeighbours) {
    if (!mail.isRead) yield put(actions.updateEmails({ ids: [mail.id], changes: { isRead: true } }));
  }

  function* openMail({ payload }: PayloadAction<{ id: number; params: EmailParams }>) {
    try {
      const api: AxiosInstance = yield* client();
      const mail: EmailWithNeighbours = yield call(emailApi.get, api, payload.id, payload.params);
      yield put(actions.mailLoaded({ mail }));
      yield* markRead(mail);
    } catch (error) {
      if (statusOf(error) === 404) yield put(actions.mailFailed('notFound'));
      else {
        yield put(actions.mailFailed('failed'));
        feedback.reportError(error);
      }
    }
  }

  function* paginate({ payload }: PayloadAction<{ id: number; dir: PaginateDirection; params: EmailParams }>) {
    try {
      const api: AxiosInstance = yield* client();
      const mail: EmailWithNeighbours = yield call(emailApi.paginate, api, payload.id, payload.dir, payload.params);
      yield put(actions.mailLoaded({ mail, follow: true }));
      yield* markRead(mail);
    } catch (error) {
      yield put(actions.edgeReached(payload.dir));
      if (statusOf(error) !== 404) feedback.reportError(error);
    }
  }

  function* update({ payload }: PayloadAction<UpdatePayload>) {
    try {
      const api: AxiosInstance = yield* client();
      const answer: EmailsChangedResponse = yield call(emailApi.update, api, payload.ids, payload.changes);
      yield put(actions.emailsChanged(answer));
      const text = payload.message && feedback.t(payload.message, { count: payload.ids.length });
      if (text && payload.changes.folder === 'trash') yield fork(undoTrash, payload.ids, text);
      else if (text) feedback.success(text);
    } catch (error) {
      feedback.reportError(error);
    }
    yield* reload();
  }

  function* toggleLabel({ payload }: PayloadAction<{ ids: number[]; label: EmailLabel }>) {
    try {
      const api: AxiosInstance = yield* client();
      const answer: EmailsChangedResponse = yield call(emailApi.toggleLabel, api, payload.ids, payload.label);
      yield put(actions.emailsChanged(answer));
    } catch (error) {
      feedback.reportError(error);
    }
    yield* reload();
  }

  function* restore({ payload }: PayloadAction<number[]>) {
    try {
      const api: AxiosInstance = yield* client();
      const answer: EmailsChangedResponse = yield call(emailApi.restore, api, payload);
      yield put(actions.emailsChanged(answer));
      feedback.success(feedback.t('toast.restored', { count: payload.length }));
    } catch (error) {
      feedback.reportError(error);
    }
    yield* reload();
  }

  function* deleteForever({ payload }: PayloadAction<number[]>) {
    try {
      const api: AxiosInstance = yield* client();
      const answer: EmailsDeletedResponse = yield call(emailApi.deleteForever, api, payload);
      yield put(actions.metaChanged(answer.emailsMeta));
      const { currentMail }: EmailState = yield select(selectEmailState);
      if (currentMail && answer.emailIds.includes(currentMail.id)) yield put(actions.closeMail());
      feedback.success(feedback.t('toast.deleted', { count: payload.length }));
    } catch (error) {
      feedback.reportError(error);
    }
    yield* reload();
  }

  /** A sent mail leaves after `sendDelayMs`, unless Undo brings its composer back first. */
  function* send({ payload }: PayloadAction<SendPayload>) {
    const { session, input } = payload;
    const undo: boolean = yield* offerUndo(feedback.t('toast.sending'), sendDelayMs);
    if (undo) {
      yield put(actions.sendTakenBack({ session }));
      return;
    }
    try {
      const api: AxiosInstance = yield* client();
      const answer: EmailSavedResponse = yield call(emailApi.send, api, input);
      yield put(actions.sendFinished({ session, emailsMeta: answer.emailsMeta }));
      feedback.success(feedback.t('toast.sent'));
      yield* reload();
    } catch (error) {
      // Nothing typed is lost: the composer opens again with the mail and what is wrong with it.
      const failure = validationFailureOf(error);
      yield put(actions.sendTakenBack({ session, errors: failure?.errors ?? {} }));
      if (failure) feedback.error(failure.message);
      else feedback.reportError(error);
    }
  }

  function* saveDraft({ payload }: PayloadAction<EmailDraftInput>) {
    try {
      const api: AxiosInstance = yield* client();
      const answer: EmailSavedResponse = yield call(emailApi.saveDraft, api, payload);
      yield put(actions.draftSaved({ id: answer.email.id, emailsMeta: answer.emailsMeta }));
      feedback.success(feedback.t('toast.draftSaved'));
      yield* reload();
    } catch (error) {
      const failure = validationFailureOf(error);
      yield put(actions.composerFailed(failure?.errors ?? {}));
      if (failure) feedback.error(failure.message);
      else feedback.reportError(error);
    }
  }

  function* discard({ payload }: PayloadAction<number | null>) {
    if (payload === null) return;
    yield put(actions.updateEmails({ ids: [payload], changes: { folder: 'trash' }, message: 'toast.draftDiscarded' }));
  }

  return function* emailSaga() {
    yield all([
      takeLatest(actions.fetchEmails.type, fetchEmails),
      takeLatest(actions.openMail.type, openMail),
      takeLatest(actions.paginate.type, paginate),
      takeEvery(actions.updateEmails.type, update),
      takeEvery(actions.toggleLabel.type, toggleLabel),
      takeEvery(actions.restoreEmails.type, restore),
      takeEvery(actions.deleteForever.type, deleteForever),
      // Every mail sent is its own: a second one sent while the first can still be undone must not cancel it.
      takeEvery(actions.sendEmail.type, send),
      takeLatest(actions.saveDraft.type, saveDraft),
      takeEvery(actions.discardComposer.type, discard),
    ]);
  };
}
