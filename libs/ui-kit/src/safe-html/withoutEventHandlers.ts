// HTML from data with its event-handler attributes (`onerror="…"`, `onclick=…`) taken out of its tags, before it is
// parsed at all. The page's Content-Security-Policy already refuses to run them, but Chromium reports each one it
// parses, even into an inert document: a mail with a hostile <img onerror> would log a violation every time the
// inbox shows its excerpt. What keeps a page safe is DOMPurify (sanitizeHtml) and the policy; this only keeps
// hostile data from being parsed as handlers in the first place.

/** An opening tag, its quoted attribute values allowed to hold `>`. */
const TAG = /<[a-z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
/**
 * Inside a tag, left to right: a quoted value (kept whole, so `title="x onclick=y"` stays text), or an `on…`
 * attribute with its value in any of HTML's three spellings (group 1: what precedes it, kept).
 */
const QUOTED_OR_HANDLER = /"[^"]*"|'[^']*'|([\s/])on[a-z-]*\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

/** The HTML with every `on…=` attribute removed from its tags; text between tags is left as it is. */
export function withoutEventHandlers(html: string): string {
  return html.replace(TAG, (tag) =>
    tag.replace(QUOTED_OR_HANDLER, (match, before: string | undefined) => before ?? match),
  );
}
