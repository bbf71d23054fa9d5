import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteRoutesTracked, onRemoteStatus, registerConfiguredRemotes } from './remoteLoader';
import { oneRemoteConfig } from './remoteLoader.testing';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  getInstance: jest.fn(),
}));
const load = jest.mocked(loadRemote);

test('a load started before anyone listens (index.ts, before the store) is reported once the panel listens', async () => {
  registerConfiguredRemotes(oneRemoteConfig('liveAgent', 3001, 3010));
  load.mockResolvedValue({ routes: [] });
  const result = await loadRemoteRoutesTracked('liveAgent');
  expect(result.ok).toBe(true);

  const heard: string[] = [];
  onRemoteStatus((event) => heard.push(`${event.name} ${event.phase}`));
  expect(heard).toEqual(['liveAgent started', 'liveAgent done']);

  // The same load asked for again by the boot is not a second one, and is not reported twice.
  await loadRemoteRoutesTracked('liveAgent');
  expect(load).toHaveBeenCalledTimes(1);
  expect(heard).toHaveLength(2);
});
