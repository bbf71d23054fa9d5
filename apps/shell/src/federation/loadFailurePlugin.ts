// Module Federation runtime plugin: when a remote's manifest, entry or module cannot be loaded, the
// runtime would throw. We answer with a marker module instead, which the shell renders as the
// localized "remote unavailable" page with a Retry button. Kept free of imports on purpose: it runs
// inside the federation runtime, before shared modules (React, antd) are negotiated.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const LOAD_FAILED = '__liveAgentRemoteLoadFailed';

export interface FailedRemoteModule {
  [LOAD_FAILED]: true;
  id: string;
  message: string;
}

export default function loadFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'live-agent-load-failure',
    errorLoadRemote({ id, error }) {
      const failed: FailedRemoteModule = {
        [LOAD_FAILED]: true,
        id: String(id),
        message: error instanceof Error ? error.message : String(error),
      };
      return failed;
    },
  };
}
