export { createAppStore, type AppStore, type AppStoreOptions } from './createAppStore';
export { useInjected, withInjected, type Injectable } from './useInjected';

// Server data (docs/architecture.md, "Server data"): the one API slice is its own entry, @live-agent/store/api, loaded
// with the signed-in frame rather than the sign-in page.
export type { ApiFailure, ApiRequest } from './api/api';
export { cleanQuery, type Query } from './api/api';

// What screens and sagas share about requests: one status type, a 422's field messages read by shape.
export { type RequestStatus } from './features/requestStatus';
export { validationFailureOf, type ValidationFailure } from './features/feedback';

// Contracts between the shell and the remotes through the one store
export { cartChanged } from './shared/cart';
export { documentTitle, selectOrganizationName, TITLE_SEPARATOR } from './shared/organization';
export { selectTitleCount, titleCountChanged, titleCountSlice } from './shared/titleCount';
export { useDocumentTitle } from './shared/useDocumentTitle';
export type { SagaStep } from './features/sagaStep';
