// The typed demo users API (docs/demo-api.md, Users). Sagas call these with the axios instance from saga
// context, so the Bearer token and the error catalogue apply and tests can pass their own client.
import type { AxiosInstance } from 'axios';
import type {
  User,
  UserDeletedResponse,
  UserInput,
  UserListQuery,
  UserListResponse,
  UserResponse,
  UserSavedResponse,
} from '@live-agent/contracts';
import type { CrudCalls, CrudPage } from '@live-agent/store';
import type { ListParams } from '@live-agent/ui-kit';
import { isNotFound } from '@live-agent/contracts';

/** The list query of the screen's params: blank search, empty sort and unset filters stay off. */
export function listQuery(params: ListParams): UserListQuery {
  const query: UserListQuery = { page: params.page, perPage: params.perPage };
  if (params.q.trim()) query.q = params.q.trim();
  if (params.sort) query.sort = params.sort;
  const { role, currentPlan, status } = params.filters;
  if (role) query.role = role as UserListQuery['role'];
  if (currentPlan) query.currentPlan = currentPlan as UserListQuery['currentPlan'];
  if (status) query.status = status as UserListQuery['status'];
  return query;
}

export const usersCalls: CrudCalls<User, ListParams, UserInput, AxiosInstance> = {
  async list(api, params): Promise<CrudPage<User>> {
    const { data } = await api.get<UserListResponse>('/api/users/list/data', { params: listQuery(params) });
    return { data: data.users, total: data.total };
  },
  async all(api) {
    const { data } = await api.get<User[]>('/api/users/list/all-data');
    return data;
  },
  async create(api, user) {
    const { data } = await api.post<UserSavedResponse>('/apps/users/add-user', { user });
    return data.user;
  },
  async update(api, id, user) {
    const { data } = await api.post<UserSavedResponse>('/apps/users/update-user', { user: { ...user, id } });
    return data.user;
  },
  async remove(api, id) {
    const { data } = await api.delete<UserDeletedResponse>('/apps/users/delete', { params: { id } });
    return data;
  },
};

/** One user with their activity, or null when the id is unknown (404): the screen then shows Not Found. */
export async function fetchUser(api: AxiosInstance, id: string): Promise<UserResponse | null> {
  try {
    const { data } = await api.get<UserResponse>('/api/users/user', { params: { id } });
    return data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
