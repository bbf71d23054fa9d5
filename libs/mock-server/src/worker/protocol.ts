// The messages between the page and the mock server's worker (docs/architecture.md, "Mirage in a worker").
import type { LiveJournal } from '../domains/conversations/journal';
import type { KeptChanges, KeptOwner, KeptWorld } from '../kept';
import type { MockServerOptions } from '../types';

/** A request body as it can cross to the worker: FormData and URLSearchParams cannot be cloned, so they travel as parts. */
export type WireBody =
  | { kind: 'none' }
  | { kind: 'plain'; value: string | Blob | ArrayBuffer | ArrayBufferView }
  | { kind: 'form'; entries: Array<[string, string | File]> }
  | { kind: 'params'; value: string };

export interface WireRequest {
  id: number;
  method: string;
  /** Absolute, resolved against the page: the worker's own location is its script's URL. */
  url: string;
  headers: Record<string, string>;
  body: WireBody;
}

export interface WireResponse {
  id: number;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Options that survive structured cloning: extra domains and the idle signal are code, so they stay on the page. */
export type WorkerServerOptions = Omit<MockServerOptions, 'domains' | 'whenIdle' | 'whenPreparing' | 'keep'> & {
  /**
   * Keep what people change in this browser (kept.ts): the page reads the stored changes for the worker and stores
   * what each write changed.
   */
  keepChanges?: boolean;
  /**
   * The page opens signed in: its first screen calls the later domains (the frame's, the product's and its history),
   * so the worker registers them and builds the history at once instead of once the page is idle.
   */
  signedIn?: boolean;
};

/**
 * `idle`: the page is quiet, so the worker may register its later domains (their work competes for the CPU).
 * `prepare`: the page starts fetching what its next clicks need (the shell's preload), so the demo apps' domains
 * may come now rather than on the first click on a demo app.
 */
export type ToWorker =
  | { type: 'start'; options: WorkerServerOptions; kept?: KeptWorld; journal?: unknown }
  | { type: 'idle' }
  | { type: 'prepare' }
  | ({ type: 'request' } & WireRequest);
export type FromWorker =
  | ({ type: 'response' } & WireResponse)
  | { type: 'failed'; message: string }
  /** An owner's changes after a write, for the page to store (null: none left). */
  | { type: 'kept'; owner: KeptOwner; changes: KeptChanges | null }
  /** The live world's journal after an action, for the page to store (null: forget it). */
  | { type: 'journal'; journal: LiveJournal | null };

export function toWireBody(body: unknown): WireBody {
  if (body === undefined || body === null) return { kind: 'none' };
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    return { kind: 'form', entries: [...body.entries()] as Array<[string, string | File]> };
  }
  if (body instanceof URLSearchParams) return { kind: 'params', value: body.toString() };
  if (typeof body === 'string' || body instanceof Blob || body instanceof ArrayBuffer || ArrayBuffer.isView(body)) {
    return { kind: 'plain', value: body };
  }
  // A Document or anything else XHR would turn into text.
  return { kind: 'plain', value: String(body) };
}

export function fromWireBody(body: WireBody): XMLHttpRequestBodyInit | null {
  switch (body.kind) {
    case 'none':
      return null;
    case 'form': {
      const form = new FormData();
      for (const [name, value] of body.entries) form.append(name, value);
      return form;
    }
    case 'params':
      return new URLSearchParams(body.value);
    default:
      return body.value as XMLHttpRequestBodyInit;
  }
}

/** `getAllResponseHeaders()` text as an object (names lower-cased, as XHR gives them). */
export function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}
