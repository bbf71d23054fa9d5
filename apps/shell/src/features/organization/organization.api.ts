import type { AxiosInstance } from 'axios';
import type { CurrentOrganizationResponse } from '@live-agent/contracts';

/** GET {api}/api/v1/current-organization with credentials (docs/demo-api.md, organization). */
export async function fetchCurrentOrganization(client: AxiosInstance, apiBase: string) {
  const { data } = await client.get<CurrentOrganizationResponse>(`${apiBase}/api/v1/current-organization`, {
    withCredentials: true,
  });
  return { name: data.row?.name ?? undefined, image: data.row?.image ?? undefined };
}
