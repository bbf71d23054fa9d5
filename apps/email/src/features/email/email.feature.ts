// The `email` feature as one injectable unit: its slice, its sagas bound to this remote's feedback, and the
// selectors the screen reads (they fall back to the initial state until the area is injected).
import { emailFeedback } from '../../feedback';
import { createEmailSaga, selectEmailState } from './email.sagas';
import { emailActions, emailSlice } from './email.slice';

export const emailFeature = {
  name: 'email',
  slice: emailSlice,
  saga: createEmailSaga(emailFeedback),
  actions: emailActions,
  selectState: selectEmailState,
};

type Root = Record<string, unknown>;
export const selectEmails = (root: Root) => selectEmailState(root).emails;
export const selectEmailsMeta = (root: Root) => selectEmailState(root).emailsMeta;
export const selectEmailParams = (root: Root) => selectEmailState(root).params;
export const selectEmailsStatus = (root: Root) => selectEmailState(root).status;
export const selectCurrentMail = (root: Root) => selectEmailState(root).currentMail;
export const selectSelectedIds = (root: Root) => selectEmailState(root).selectedIds;
export const selectComposer = (root: Root) => selectEmailState(root).composer;
export { emailActions };
