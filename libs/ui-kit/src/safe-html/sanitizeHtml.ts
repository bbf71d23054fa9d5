// HTML that comes from data (a mail body, a blog post) is cleaned before it reaches the DOM
// (docs/architecture.md, Security): DOMPurify drops scripts, event handlers, `javascript:` and other
// unsafe URLs, forms and frames. Links that survive open in a new tab without handing over `window.opener`.
import DOMPurify from 'dompurify';
import { withoutEventHandlers } from './withoutEventHandlers';

const FORBID_TAGS = ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'style'];

let hooked = false;
function ensureLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** The given HTML with everything that could run removed; safe for dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  ensureLinkHook();
  return DOMPurify.sanitize(withoutEventHandlers(html), { FORBID_TAGS, FORBID_ATTR: ['style'], ADD_ATTR: ['target'] });
}
