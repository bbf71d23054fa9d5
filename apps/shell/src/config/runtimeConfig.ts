// config.json is served beside the shell and read at run time, so ops can point the shell at other
// remotes or another API without rebuilding it.
export interface RemoteConfig {
  entry: string;
  dir?: string;
}

/** The live simulation of the conversation history in demo mode (the dashboard moves). */
export interface SimulationConfig {
  enabled: boolean;
  /** Seconds between two steps of the simulation. */
  intervalSec: number;
}

export interface RuntimeConfig {
  shellPort: number;
  apiPort: number;
  apiBaseUrl: string | null;
  /**
   * `simulation` may be missing in an older config.json: then it is on, every 5 s (DEFAULT_SIMULATION).
   * `timeZone`: the demo organisation's (IANA); its shifts and working hours follow it. Missing: Europe/Berlin.
   */
  mock: { demo: boolean; product: boolean; simulation?: Partial<SimulationConfig>; timeZone?: string };
  remotes: Record<string, RemoteConfig>;
  /**
   * Missing or true: after sign-in each remote's code is fetched and readied ahead of a click (usePreloadRemotes).
   * false: a remote's code comes only when one of its screens opens (a metered connection, a constrained device).
   */
  preloadRemotes?: boolean;
}

export const DEFAULT_SIMULATION: SimulationConfig = { enabled: true, intervalSec: 5 };

/** Milliseconds between two simulation steps for Mirage's `conversations.simulationIntervalMs`; 0 = off. */
export function simulationIntervalMs(config: Pick<RuntimeConfig, 'mock'>): number {
  const simulation = { ...DEFAULT_SIMULATION, ...config.mock.simulation };
  const seconds = Number(simulation.intervalSec);
  if (!simulation.enabled || !Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.round(seconds * 1000);
}

export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
