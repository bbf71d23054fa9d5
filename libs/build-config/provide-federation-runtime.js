// The shell's Module Federation runtime plugin that makes its runtime the page's one: it publishes the runtime
// core the shell itself runs on `globalThis._FEDERATION_RUNTIME_CORE`, where every remote's entry, built with
// `experiments.externalRuntime`, looks for it. It imports the same ES module the shell's bundler runtime uses, so
// the shell carries one copy (MF's own injector imports the CommonJS build and would bundle a second one).
// See docs/architecture.md, "One Module Federation runtime".
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideFederationRuntime() {
  return {
    name: 'live-agent:provide-federation-runtime',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
