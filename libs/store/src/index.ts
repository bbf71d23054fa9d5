export { createAppStore, type AppStore, type AppStoreOptions } from './createAppStore';
export { useInjected, withInjected, type Injectable } from './useInjected';

// Server data (docs/architecture.md, "Server data"): the one API slice is its own entry, @live-agent/store/api, loaded
// with the signed-in frame rather than the sign-in page.
export type { ApiFailure, ApiRequest } from './api/api';

// Feature toolkit (docs/architecture.md, Feature toolkit)
export { isPending, needsLoad, type RequestStatus } from './features/requestStatus';
export { validationFailureOf, type FeatureFeedback, type ValidationFailure } from './features/feedback';
export {
  createCrudFeature,
  isPaged,
  type CrudCalls,
  type CrudFeature,
  type CrudMessages,
  type CrudOptions,
  type CrudPage,
  type CrudRecord,
  type CrudState,
  type PageParams,
  type SaveRequest,
} from './features/crud/createCrudFeature';
export { useCrud } from './features/crud/useCrud';
export {
  createQueryFeature,
  cleanQuery,
  type Query,
  type QueryFeature,
  type QueryOptions,
  type QueryState,
} from './features/query/createQueryFeature';
export { useQuery } from './features/query/useQuery';
export { useEarlyStart } from './features/early/useEarlyStart';

// Contracts between the shell and the remotes through the one store
export { cartChanged } from './shared/cart';
export { documentTitle, selectOrganizationName, TITLE_SEPARATOR } from './shared/organization';
export { useDocumentTitle } from './shared/useDocumentTitle';
export type { SagaStep } from './features/sagaStep';
