import { Tabs } from 'antd';
import { BarChartOutlined, MessageOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function TabsBasic() {
  const { t } = useTranslation(NAMESPACE);
  // The arrow keys move between the tabs (antd's tablist).
  return (
    <Tabs
      defaultActiveKey="chats"
      items={[
        {
          key: 'chats',
          icon: <MessageOutlined />,
          label: t('uiShowcase.tabs.chats'),
          children: t('uiShowcase.tabs.chatsText'),
        },
        {
          key: 'reports',
          icon: <BarChartOutlined />,
          label: t('uiShowcase.tabs.reports'),
          children: t('uiShowcase.tabs.reportsText'),
        },
        { key: 'settings', icon: <SettingOutlined />, label: t('uiShowcase.tabs.settings'), disabled: true },
      ]}
    />
  );
}
