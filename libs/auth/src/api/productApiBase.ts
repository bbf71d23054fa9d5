/** The part of the runtime config (config.json, docs/architecture.md, How the shell boots) that locates the real product API. */
export interface ProductApiConfig {
  apiPort: number;
  apiBaseUrl: string | null;
}

/**
 * Base URL of the product API: `apiBaseUrl` when the runtime config sets one, otherwise the page's protocol and
 * host on `apiPort`, e.g. `http://localhost:8000`.
 */
export function productApiBase(
  config: ProductApiConfig,
  location: Pick<Location, 'protocol' | 'hostname'> = window.location,
): string {
  if (config.apiBaseUrl) return config.apiBaseUrl;
  return `${location.protocol}//${location.hostname}:${config.apiPort}`;
}
