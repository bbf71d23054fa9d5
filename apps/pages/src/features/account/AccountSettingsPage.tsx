// The signed-in account's settings in six tabs (the tab is in the URL, so it can be bookmarked); each tab
// saves on its own.
import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Card, Skeleton, Tabs } from 'antd';
import {
  BellOutlined,
  LinkOutlined,
  LockOutlined,
  ShareAltOutlined,
  SolutionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { withInjected } from '@live-agent/store';
import { PageHeader, urlParam, useUrlState } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { ACCOUNT_TABS, type AccountTab } from './account.api';
import { accountActions, accountFeature } from './account.feature';
import {
  ConnectionsTab,
  GeneralTab,
  InfoTab,
  NotificationsTab,
  PasswordTab,
  SocialTab,
} from './components/AccountTabs';

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
  const dispatch = useDispatch();
  const state = useSelector(accountFeature.selectState);
  const [url, setUrl] = useUrlState(URL_SCHEMA);

  useEffect(() => {
    dispatch(accountActions.load());
  }, [dispatch]);

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
      {state.status === 'error' && !settings ? (
        <Alert
          type="error"
          showIcon
          title={t('account.loadFailed')}
          action={<Button onClick={() => dispatch(accountActions.load())}>{t('common.retry')}</Button>}
        />
      ) : !settings ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
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
    </>
  );
}

export default withInjected(AccountSettingsPage, accountFeature);
