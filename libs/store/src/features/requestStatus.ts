// The one vocabulary for where a request stands, used by every state area that keeps a request's status
// (docs/architecture.md, State): 'idle' nothing asked yet, 'loading' under way, 'ready' answered,
// 'error' failed. Areas that track something else (an import's progress, a session) say so in their own words.
export type RequestStatus = 'idle' | 'loading' | 'ready' | 'error';
