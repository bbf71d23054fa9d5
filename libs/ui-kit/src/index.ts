export type { RemoteRoute, RemoteRoutesModule, RouteAbility } from './remote/contract';
export { ErrorBoundary } from './feedback/ErrorBoundary';
export { StatusPage, type StatusTone } from './feedback/StatusPage';
export { toast, ToastArea } from './feedback/toast';
export { RemoteUnavailable, RemoteTurnedOff, NotFoundPage, NotBuiltYet, PageSpinner, CrashPage } from './feedback/StatusPages';
export { UI_NAMESPACE, uiResources, registerUiTranslations } from './i18n/resources';
export { registerNamespace } from './i18n/registerNamespace';
