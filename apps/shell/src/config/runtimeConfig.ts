// config.json is served beside the shell and read at run time, so ops can point the shell at other
// remotes or another API without rebuilding it.
export interface RemoteConfig {
  entry: string;
  dir?: string;
}

export interface RuntimeConfig {
  shellPort: number;
  apiPort: number;
  apiBaseUrl: string | null;
  mock: { demo: boolean; product: boolean };
  remotes: Record<string, RemoteConfig>;
}

export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
