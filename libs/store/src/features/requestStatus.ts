// The one vocabulary for where a request stands, used by every state area that keeps a request's status
// (docs/architecture.md, Feature toolkit): 'idle' nothing asked yet, 'loading' under way, 'ready' answered,
// 'error' failed. Areas that track something else (an import's progress, a session) say so in their own words.
export type RequestStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Nothing to show yet: not asked, or asked and not answered. */
export const isPending = (status: RequestStatus) => status === 'idle' || status === 'loading';

/** Worth asking for: never asked, or the last ask failed (a load under way or answered is not asked again). */
export const needsLoad = (status: RequestStatus) => status === 'idle' || status === 'error';
