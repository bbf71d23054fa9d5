import type { AxiosInstance } from 'axios';

export interface CurrentOrganizationResponse {
  row?: { name?: string | null; image?: string | null };
}

/** GET {api}/api/v1/current-organization with credentials (SPEC §7). */
export async function fetchCurrentOrganization(client: AxiosInstance, apiBase: string) {
  const { data } = await client.get<CurrentOrganizationResponse>(`${apiBase}/api/v1/current-organization`, {
    withCredentials: true,
  });
  return { name: data.row?.name ?? undefined, image: data.row?.image ?? undefined };
}
