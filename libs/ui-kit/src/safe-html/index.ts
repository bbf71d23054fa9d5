// Entry `@live-agent/ui-kit/safe-html`: its own entry so DOMPurify only reaches the remotes that show HTML.
export { sanitizeHtml } from './sanitizeHtml';
export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
