// The `users` state area (docs/architecture.md, State: allData, data, total, params, selected), built with the
// store's CRUD toolkit: allData feeds the statistics cards, data/total/params the table (params mirror the
// URL), selected the record a form edits. The view and edit screens read one user with its activity through a
// query feature, which answers null for an unknown id (the Not Found page).
import type { AxiosInstance } from 'axios';
import type { User, UserInput, UserResponse } from '@live-agent/contracts';
import { describeApiError } from '@live-agent/auth';
import { createCrudFeature, createQueryFeature } from '@live-agent/store';
import { DEFAULT_LIST_PARAMS, type ListParams } from '@live-agent/ui-kit';
import { pagesFeedback } from '../../feedback';
import { fetchUser, usersCalls } from './users.api';

export const usersFeature = createCrudFeature<User, ListParams, UserInput, AxiosInstance>({
  name: 'users',
  calls: usersCalls,
  params: DEFAULT_LIST_PARAMS,
  feedback: pagesFeedback,
  messages: {
    created: 'users.toast.created',
    updated: 'users.toast.updated',
    deleted: 'users.toast.deleted',
    invalid: 'common.invalid',
  },
});

export const userDetailFeature = createQueryFeature<UserResponse | null, AxiosInstance>({
  name: 'userDetail',
  fetch: (api, query) => fetchUser(api, String(query.id ?? '')),
  describeError: (error) => describeApiError(error),
});

type Root = Record<string, unknown>;
export const selectUsers = (root: Root) => usersFeature.selectState(root);
