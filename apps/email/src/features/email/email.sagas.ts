// The email sagas (docs/architecture.md, State): every call goes through the API client in saga context, every
// failure through the error catalogue (never silent), and every change reloads the list, since a moved,
// restored or unstarred mail may leave the view.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { all, call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
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
import { emailActions as actions, initialEmailState, type EmailState, type UpdatePayload } from './email.slice';
import type { EmailParams } from './email.types';
import { statusOf } from '@live-agent/contracts';

export const selectEmailState = (root: Record<string, unknown>): EmailState =>
  (root.email as EmailState | undefined) ?? initialEmailState;

export function createEmailSaga(feedback: EmailFeedback) {
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
      if (payload.message) feedback.success(feedback.t(payload.message, { count: payload.ids.length }));
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

  function* compose(kind: 'send' | 'save', draft: EmailDraftInput) {
    try {
      const api: AxiosInstance = yield* client();
      const answer: EmailSavedResponse = yield call(kind === 'send' ? emailApi.send : emailApi.saveDraft, api, draft);
      if (kind === 'send') {
        yield put(actions.closeComposer());
        yield put(actions.metaChanged(answer.emailsMeta));
        feedback.success(feedback.t('toast.sent'));
      } else {
        yield put(actions.draftSaved({ id: answer.email.id, emailsMeta: answer.emailsMeta }));
        feedback.success(feedback.t('toast.draftSaved'));
      }
      yield* reload();
    } catch (error) {
      const failure = validationFailureOf(error);
      yield put(actions.composerFailed(failure?.errors ?? {}));
      if (failure) feedback.error(failure.message);
      else feedback.reportError(error);
    }
  }

  function* send({ payload }: PayloadAction<EmailDraftInput>) {
    yield* compose('send', payload);
  }

  function* saveDraft({ payload }: PayloadAction<EmailDraftInput>) {
    yield* compose('save', payload);
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
      takeLatest(actions.sendEmail.type, send),
      takeLatest(actions.saveDraft.type, saveDraft),
      takeEvery(actions.discardComposer.type, discard),
    ]);
  };
}
