// A remote's own page, run alone (`npm start -w apps/<name>`), loads this before its entry. Inside the shell
// the host provides the one Module Federation runtime (`experiments.provideExternalRuntime`) and every remote's
// entry reads it from `globalThis._FEDERATION_RUNTIME_CORE` instead of carrying its own copy
// (`experiments.externalRuntime`); alone, nobody provides it, so the remote brings it here. Never loaded by the
// shell. See docs/architecture.md, "One Module Federation runtime".
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
