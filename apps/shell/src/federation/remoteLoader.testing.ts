// What the remote loading tests share (federation/RemoteArea.test.tsx, app/blankLayout.test.tsx,
// federation/remoteLoader.test.ts): a stand-in for the Module Federation runtime and a runtime config naming one remote.
import type { RuntimeConfig } from '../config/runtimeConfig';

/**
 * A stand-in for the runtime: `registerRemotes` keeps what it is given on the host, `loadRemote` answers what the test
 * tells it, and the host's handler forgets a remote. A test hands it to jest.mock
 * (`jest.mock('@module-federation/enhanced/runtime', () => require('…/remoteLoader.testing').fakeRuntime)`).
 */
export const fakeRuntime = (() => {
  const host = {
    options: { remotes: [] as { name: string; entry: string }[] },
    remoteHandler: { removeRemote: jest.fn() },
  };
  return {
    registerRemotes: jest.fn((remotes: { name: string; entry: string }[]) => {
      for (const remote of remotes) {
        if (!host.options.remotes.some((known) => known.name === remote.name)) host.options.remotes.push(remote);
      }
    }),
    loadRemote: jest.fn(),
    getInstance: () => host,
  };
})();

/** The runtime config of a shell whose one remote, `name`, serves its manifest on `port`. */
export const oneRemoteConfig = (name: string, port: number, apiPort = 8000): RuntimeConfig => ({
  shellPort: 3000,
  apiPort,
  apiBaseUrl: null,
  mock: { demo: true, product: true },
  remotes: { [name]: { entry: `http://localhost:${port}/mf-manifest.json` } },
});
