// The icons the FAQ and the knowledge base name in their data (docs/demo-api.md, FAQ; Knowledge base), drawn
// with antd's icon set; an unknown name gets a question mark rather than nothing.
import type { ReactNode } from 'react';
import {
  BarChartOutlined,
  BgColorsOutlined,
  CarOutlined,
  CodeOutlined,
  CreditCardOutlined,
  CrownOutlined,
  DownloadOutlined,
  InboxOutlined,
  LineChartOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  RocketOutlined,
  RollbackOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';

const ICONS: Record<string, ReactNode> = {
  'bar-chart': <BarChartOutlined />,
  'bg-colors': <BgColorsOutlined />,
  truck: <CarOutlined />,
  code: <CodeOutlined />,
  'credit-card': <CreditCardOutlined />,
  crown: <CrownOutlined />,
  download: <DownloadOutlined />,
  inbox: <InboxOutlined />,
  'line-chart': <LineChartOutlined />,
  message: <MessageOutlined />,
  rocket: <RocketOutlined />,
  rollback: <RollbackOutlined />,
  setting: <SettingOutlined />,
  team: <TeamOutlined />,
  user: <UserOutlined />,
  wallet: <WalletOutlined />,
};

export function ContentIcon({ name }: { name: string }) {
  return <span aria-hidden="true">{Object.hasOwn(ICONS, name) ? ICONS[name] : <QuestionCircleOutlined />}</span>;
}
