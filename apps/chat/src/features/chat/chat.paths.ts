// What a chat URL names (/apps/chat, /apps/chat/:contactId, the search as `?q=`), read alike by the routes module
// (its prefetch) and the page, so both ask the same questions.
import { urlParam } from '@live-agent/ui-kit';

/** The search kept in the URL, so a link to a conversation keeps the lists as they were. */
export const CHAT_SEARCH = { q: urlParam.text() };

/** The contact id of the URL: a positive whole number, else null (and a bad one is "not found"). */
export function contactIdOf(param: string | undefined): number | null | 'invalid' {
  if (param === undefined) return null;
  return /^[1-9]\d{0,8}$/.test(param) ? Number(param) : 'invalid';
}
