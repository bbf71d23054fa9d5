// The signed-in account's settings in six tabs (the tab is in the URL, so it can be bookmarked); each tab
// saves on its own.
import type { ReactNode } from 'react';
import { Card, Tabs } from 'antd';
import {
  BellOutlined,
  LinkOutlined,
  LockOutlined,
  ShareAltOutlined,
  SolutionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader, urlParam, useUrlState } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { ACCOUNT_TABS, useAccountSettingsQuery, type AccountTab } from '../../api';
import { demoView } from '../../shared/demoQuery';
import {
  ConnectionsTab,
  GeneralTab,
  InfoTab,
  NotificationsTab,
  PasswordTab,
  SocialTab,
} from './components/AccountTabs';
import { Loaded } from '../../shared/LoadFailed';

const URL_SCHEMA = { tab: urlParam.oneOf(ACCOUNT_TABS, 'general') };

const ICONS: Record<AccountTab, ReactNode> = {
  general: <UserOutlined />,
  password: <LockOutlined />,
  info: <SolutionOutlined />,
  social: <ShareAltOutlined />,
  connections: <LinkOutlined />,
  notifications: <BellOutlined />,
};

function AccountSettingsPage() {
  const { t } = useTranslation(NAMESPACE);
  const state = demoView(useAccountSettingsQuery());
  const [url, setUrl] = useUrlState(URL_SCHEMA);

  const settings = state.data;
  const body = (tab: AccountTab) => {
    if (tab === 'password') return <PasswordTab />;
    if (!settings) return null;
    switch (tab) {
      case 'general':
        return <GeneralTab settings={settings} />;
      case 'info':
        return <InfoTab settings={settings} />;
      case 'social':
        return <SocialTab settings={settings} />;
      case 'connections':
        return <ConnectionsTab settings={settings} />;
      default:
        return <NotificationsTab settings={settings} />;
    }
  };

  return (
    <>
      <PageHeader title={t('account.title')} subtitle={t('account.subtitle')} />
      <Loaded view={state} data={settings} failedTitle={t('account.loadFailed')}>
        {() => (
          <Card>
            <Tabs
              activeKey={url.tab}
              onChange={(key) => setUrl({ tab: key as AccountTab })}
              items={ACCOUNT_TABS.map((tab) => ({
                key: tab,
                label: (
                  <span>
                    {ICONS[tab]} {t(`account.tabs.${tab}`)}
                  </span>
                ),
                children: body(tab),
              }))}
            />
          </Card>
        )}
      </Loaded>
    </>
  );
}

export default AccountSettingsPage;
