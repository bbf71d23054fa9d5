// How often the chat screen reads the open chat and the lists, so replies and new messages appear
// (docs/demo-api.md, Chat: contacts that answer). An object, not a constant, so tests can shorten it.
export const chatTiming = {
  /** Between two background refreshes while the tab is visible. */
  pollMs: 3000,
  /** The search follows the typing after this pause. */
  searchDelayMs: 200,
};
