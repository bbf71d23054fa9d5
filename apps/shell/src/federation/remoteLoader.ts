// Loads a remote's `./routes` module through the Module Federation runtime, once per remote, timing
// it for the presenter panel. A failure never throws out of here: it becomes a `failed` result the
// shell renders with a Retry button. Retry makes the runtime forget the remote (its failed manifest included)
// and registers it again, so the next load fetches it afresh without a page reload.
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@live-agent/ui-kit';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { LOAD_FAILED, type FailedRemoteModule } from './loadFailurePlugin';
import type { RemoteName } from './remoteCatalog';

export type RemoteLoadResult =
  { ok: true; module: RemoteRoutesModule; ms: number } | { ok: false; error: string; ms: number };

const entries = new Map<string, string>();
const pending = new Map<string, Promise<RemoteLoadResult>>();

export function registerConfiguredRemotes(config: RuntimeConfig) {
  const remotes = Object.entries(config.remotes).map(([name, { entry }]) => ({ name, entry }));
  remotes.forEach(({ name, entry }) => entries.set(name, entry));
  registerRemotes(remotes);
}

function isFailed(module: unknown): module is FailedRemoteModule {
  return Boolean(module && typeof module === 'object' && LOAD_FAILED in module);
}

async function load(name: RemoteName): Promise<RemoteLoadResult> {
  const started = performance.now();
  try {
    if (!entries.has(name)) throw new Error(`No entry for remote "${name}" in config.json`);
    const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
    const ms = performance.now() - started;
    if (isFailed(module)) return { ok: false, error: module.message, ms };
    if (!module || !Array.isArray(module.routes)) return { ok: false, error: `${name}/routes exports no routes`, ms };
    return { ok: true, module, ms };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      ms: performance.now() - started,
    };
  }
}

type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * The same promise for every caller until the remote is retried: React's `use()` needs that. Once
 * settled it is marked the way React reads thenables, so a remote loaded earlier (e.g. preloaded
 * while idle) renders at once instead of suspending for a frame and showing a spinner.
 */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteLoadResult> {
  let promise = pending.get(name);
  if (!promise) {
    const tracked: TrackedPromise<RemoteLoadResult> = load(name);
    tracked.then((result) => {
      tracked.status = 'fulfilled';
      tracked.value = result;
    });
    promise = tracked;
    pending.set(name, promise);
  }
  return promise;
}

interface RemoteForgetter {
  removeRemote?: (remote: { name: string }) => void;
}

/**
 * Forget a failed load so the next `loadRemoteRoutes` fetches the remote afresh. `registerRemotes(…, { force })`
 * does the same but warns "already registered … may cause unexpected errors", which is meant for accidental
 * overrides, not a deliberate Retry: remove the registration first (the runtime's own step of `force`) and
 * register anew. Should a runtime version lack that step, `force` still does the job.
 */
export function resetRemote(name: RemoteName) {
  pending.delete(name);
  const entry = entries.get(name);
  if (!entry) return;
  const host = getInstance();
  const registered = host?.options.remotes.find((remote) => remote.name === name);
  const handler = host?.remoteHandler as unknown as RemoteForgetter | undefined;
  if (registered && typeof handler?.removeRemote === 'function') {
    handler.removeRemote.call(handler, registered);
    registerRemotes([{ name, entry }]);
  } else {
    registerRemotes([{ name, entry }], { force: true });
  }
}

type StatusEvent =
  { name: RemoteName; phase: 'started' } | { name: RemoteName; phase: 'done'; result: RemoteLoadResult };
type StatusListener = (event: StatusEvent) => void;
let statusListener: StatusListener | null = null;
// A load started before anyone listens (the opened remote's, from index.ts before the store exists) is reported
// when the listener comes.
const unheard: StatusEvent[] = [];
const report = (event: StatusEvent) => (statusListener ? statusListener(event) : unheard.push(event));

/** The presenter panel listens here; events are delivered after the current render, earlier ones at once. */
export function onRemoteStatus(listener: StatusListener) {
  statusListener = listener;
  unheard.splice(0).forEach(listener);
}

/** loadRemoteRoutes that also reports start and outcome to the status listener. */
export function loadRemoteRoutesTracked(name: RemoteName): Promise<RemoteLoadResult> {
  const known = pending.get(name);
  if (known) return known;
  const promise = loadRemoteRoutes(name);
  queueMicrotask(() => report({ name, phase: 'started' }));
  promise.then((result) => report({ name, phase: 'done', result }));
  return promise;
}

/** What a remote's `./build-info` module says about the build on the page (see libs/build-config/build-info.js). */
export interface RemoteBuildInfo {
  name: string;
  version: string;
  builtAt: string;
}

function isBuildInfo(value: unknown): value is RemoteBuildInfo {
  const info = value as Partial<RemoteBuildInfo> | null;
  return Boolean(info && typeof info.version === 'string' && typeof info.builtAt === 'string');
}

/**
 * The version and build time of a loaded remote, for the presenter panel. A remote deployed before it exposed
 * its build info answers null: the panel shows "—" rather than failing.
 */
export async function loadRemoteBuildInfo(name: RemoteName): Promise<RemoteBuildInfo | null> {
  try {
    const module = await loadRemote<{ default?: unknown }>(`${name}/build-info`);
    if (isFailed(module)) return null;
    return isBuildInfo(module?.default) ? module.default : null;
  } catch {
    return null;
  }
}

/** One shared library as the page uses it: the version in use and which app provided it, and what others offered. */
export interface SharedLibraryInUse {
  name: string;
  version: string | null;
  providedBy: string | null;
  offered: { version: string; from: string }[];
}

interface ShareEntry {
  from?: string;
  loaded?: boolean;
  lib?: unknown;
}

/**
 * Reads the runtime's share scope: per library, the copy that is loaded (the one every app uses, all being
 * singletons) and the versions other apps registered without being used. Not-yet-loaded libraries show null.
 */
export function sharedLibrariesInUse(): SharedLibraryInUse[] {
  const scope = (getInstance()?.shareScopeMap?.default ?? {}) as Record<string, Record<string, ShareEntry>>;
  return Object.entries(scope)
    .map(([name, versions]) => {
      const all = Object.entries(versions).map(([version, entry]) => ({
        version,
        from: entry.from ?? '',
        used: Boolean(entry.loaded || entry.lib),
      }));
      const used = all.find((candidate) => candidate.used) ?? null;
      return {
        name,
        version: used?.version ?? null,
        providedBy: used?.from ?? null,
        offered: all.filter((candidate) => candidate !== used).map(({ version, from }) => ({ version, from })),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
