// What the page's request interception needs and nothing of Mirage, so the page's side of the worker
// (worker/bridge.ts) can use it without downloading Mirage.

/** The origin of a URL, resolved against the page (or the worker) for relative URLs; '' when it cannot be parsed. */
export function originOf(url: string): string {
  try {
    return new URL(url, globalThis.location.href).origin;
  } catch {
    return '';
  }
}

/**
 * Pretender (Mirage's interceptor) forwards load, readystatechange, error, timeout and abort of a
 * passed-through XHR, but not loadend (pretender issue #354). axios >= 0.21.2 completes a request
 * on onloadend only, so without this every passed-through axios call (product API with
 * `product: false`, any unmocked endpoint) would hang forever. Call right after Pretender starts:
 * XMLHttpRequest is then its own fake class, so nothing leaks past shutdown().
 */
export function forwardLoadEnd(): void {
  type NativeXhr = XMLHttpRequest;
  type FakeXhr = EventTarget & { passthrough?: (...args: unknown[]) => NativeXhr };
  const proto = (globalThis.XMLHttpRequest as unknown as { prototype: FakeXhr }).prototype;
  const original = proto.passthrough;
  if (typeof original !== 'function') return;
  proto.passthrough = function (this: FakeXhr, ...args: unknown[]) {
    const nativeXhr = original.apply(this, args);
    // Skip if a future pretender forwards loadend itself (it does so through on<event> handlers).
    // The fake's dispatchEvent calls its onloadend, as for the events pretender forwards.
    if (nativeXhr.onloadend === null) nativeXhr.onloadend = (event) => this.dispatchEvent(event);
    return nativeXhr;
  };
}
