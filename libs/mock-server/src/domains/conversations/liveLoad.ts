// The live simulation's load option as a page asks for it (docs/demo-api.md, Live monitor, "Load"): read in the page
// (the worker sees neither its address nor its localStorage) and handed to the server as `conversations.arrivalScale`.
/** The arrival scale of the "many ongoing chats" demo (about 200 at once). */
export const HIGH_LIVE_LOAD = 25;
/** The query parameter and the localStorage key that ask for it. */
export const LIVE_LOAD_PARAM = 'liveLoad';
export const LIVE_LOAD_STORAGE_KEY = 'live-agent.liveLoad';

/**
 * The `arrivalScale` a page asks for: `?liveLoad=high` in its address or `live-agent.liveLoad` = `high` in
 * localStorage gives HIGH_LIVE_LOAD, a number gives itself (above 0); anything else undefined (the default rate).
 */
export function liveLoadScale(search: string, storage?: Pick<Storage, 'getItem'> | null): number | undefined {
  let value = new URLSearchParams(search).get(LIVE_LOAD_PARAM);
  if (value === null) {
    try {
      value = storage?.getItem(LIVE_LOAD_STORAGE_KEY) ?? null;
    } catch {
      // Storage may be blocked (private mode): the default rate.
      value = null;
    }
  }
  if (value === 'high') return HIGH_LIVE_LOAD;
  const number = Number(value);
  return value !== null && value !== '' && Number.isFinite(number) && number > 0 ? number : undefined;
}
