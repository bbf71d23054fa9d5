// jsdom lacks what antd and react-router 7 expect from a browser.
const util = require('util');

if (typeof globalThis.TextEncoder === 'undefined') {
  globalThis.TextEncoder = util.TextEncoder;
  globalThis.TextDecoder = util.TextDecoder;
}

// react-router's data routers (createMemoryRouter) build a fetch Request for each navigation, and read only its URL,
// method and abort signal; jsdom has no Request.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  };
}

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    });
  }
  // antd (Table, a drawer's scroll lock) asks for a pseudo-element's style, e.g. '::-webkit-scrollbar'. jsdom
  // would answer with the element's own style, matched over every rule of every stylesheet (antd's CSS-in-JS
  // injects hundreds of kilobytes): a third of a form test's time went there. jsdom draws nothing, so a
  // pseudo-element has no style of its own: an empty declaration.
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt, pseudo) => (pseudo ? document.createElement('div').style : original(elt));
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) window.scrollTo = () => {};
}

// jsdom has no MessageChannel; antd's Form (through @rc-component/util) schedules with it, e.g. in a
// drawer form. A timer-based stand-in is enough for tests.
if (typeof window !== 'undefined' && typeof window.MessageChannel === 'undefined') {
  class Port {
    constructor() {
      this.onmessage = null;
      this.other = null;
    }
    postMessage(data) {
      const target = this.other;
      setTimeout(() => target.onmessage && target.onmessage({ data }), 0);
    }
    close() {}
    start() {}
    addEventListener(type, listener) {
      if (type === 'message') this.onmessage = listener;
    }
    removeEventListener() {}
  }
  class MessageChannel {
    constructor() {
      this.port1 = new Port();
      this.port2 = new Port();
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  window.MessageChannel = MessageChannel;
  globalThis.MessageChannel = MessageChannel;
}
