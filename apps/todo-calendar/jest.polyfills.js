// jsdom has no MessageChannel; antd's Form (via @rc-component/util) schedules with it when opening a
// drawer form. A timer-based stand-in is enough for tests (the shared polyfills in build-config lack it).
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
