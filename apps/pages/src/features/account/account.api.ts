// The typed account-settings API (docs/demo-api.md, Account settings): one read, one save per tab.
import type { AxiosInstance } from 'axios';
import type { AccountSettings, ChangePasswordRequest } from '@live-agent/contracts';

export const ACCOUNT_TABS = ['general', 'password', 'info', 'social', 'connections', 'notifications'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

const PATHS: Record<Exclude<AccountTab, 'password'>, string> = {
  general: '/account-setting/general',
  info: '/account-setting/info',
  social: '/account-setting/social',
  connections: '/account-setting/connections',
  notifications: '/account-setting/notification',
};

export const accountApi = {
  async load(api: AxiosInstance): Promise<AccountSettings> {
    const { data } = await api.get<AccountSettings>('/account-setting/data');
    return data;
  },
  /** Saves one tab; the answer is the whole settings (the password tab answers nothing worth keeping). */
  async save(api: AxiosInstance, tab: AccountTab, values: object): Promise<AccountSettings | null> {
    if (tab === 'password') {
      await api.post('/account-setting/password', values as ChangePasswordRequest);
      return null;
    }
    const { data } = await api.post<AccountSettings>(PATHS[tab], values);
    return data;
  },
};
