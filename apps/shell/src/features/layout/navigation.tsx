// The shell owns the navigation tree: product sections first, then the demo apps and pages.
// Each leaf names the ability it needs and the remote that renders it, so the menu hides what the
// user may not use and what a presenter turned off.
import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  EyeOutlined,
  InboxOutlined,
  FileTextOutlined,
  MailOutlined,
  MessageOutlined,
  RobotOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
  IdcardOutlined,
  LineChartOutlined,
  PieChartOutlined,
  FundOutlined,
  TableOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  DollarOutlined,
  LockOutlined,
  CreditCardOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import {
  ApiOutlined,
  AreaChartOutlined,
  BgColorsOutlined,
  BlockOutlined,
  EditOutlined,
  FormOutlined,
  GlobalOutlined,
  InsertRowBelowOutlined,
} from '@ant-design/icons';
import { SHOWCASE_FAMILIES } from '@live-agent/ui-kit/showcase';
import type { RemoteName } from '../../federation/remoteCatalog';

export interface NavLeaf {
  key: string;
  labelKey: string;
  path: string;
  icon?: ReactNode;
  remote: RemoteName;
  ability: { action: string; subject: string };
}

export interface NavGroup {
  key: string;
  labelKey: string;
  icon?: ReactNode;
  children: NavLeaf[];
}

export interface NavSection {
  key: string;
  labelKey: string;
  items: Array<NavLeaf | NavGroup>;
}

const la = (subject: string) => ({ action: 'read', subject });
const demo = { action: 'read', subject: 'Demo' };

/** The showcase's leaves of one group: each of the family's pages under `base`, labelled `showcase.<family>.<name>`. */
function showcaseLeaves(family: keyof typeof SHOWCASE_FAMILIES, base: string): NavLeaf[] {
  return SHOWCASE_FAMILIES[family].map((name) => ({
    key: `showcase-${family}-${name}`,
    labelKey: `showcase.${family}.${name}`,
    path: `${base}/${name}`,
    remote: 'pages',
    ability: demo,
  }));
}

/** The theme's showcase (the pages remote's families), one group per family; the pages each holds are ui-kit's list. */
const SHOWCASE: NavSection = {
  key: 'userInterface',
  labelKey: 'showcase.groups.userInterface',
  items: [
    {
      key: 'showcase-ui',
      labelKey: 'showcase.groups.ui',
      icon: <BgColorsOutlined />,
      children: showcaseLeaves('ui', '/ui'),
    },
    {
      key: 'showcase-components',
      labelKey: 'showcase.groups.components',
      icon: <BlockOutlined />,
      children: showcaseLeaves('components', '/ui/components'),
    },
    {
      key: 'showcase-extensions',
      labelKey: 'showcase.groups.extensions',
      icon: <ApiOutlined />,
      children: showcaseLeaves('extensions', '/extensions'),
    },
    {
      key: 'showcase-form-elements',
      labelKey: 'showcase.groups.formElements',
      icon: <EditOutlined />,
      children: showcaseLeaves('formElements', '/forms/elements'),
    },
    {
      key: 'showcase-forms',
      labelKey: 'showcase.groups.forms',
      icon: <FormOutlined />,
      children: showcaseLeaves('forms', '/forms'),
    },
    {
      key: 'showcase-tables',
      labelKey: 'showcase.groups.tables',
      icon: <InsertRowBelowOutlined />,
      children: showcaseLeaves('tables', '/tables'),
    },
    {
      key: 'showcase-charts',
      labelKey: 'showcase.groups.charts',
      icon: <AreaChartOutlined />,
      children: showcaseLeaves('charts', '/charts'),
    },
    {
      key: 'showcase-maps',
      labelKey: 'showcase.groups.maps',
      icon: <GlobalOutlined />,
      children: showcaseLeaves('maps', '/maps'),
    },
  ],
};

export const NAVIGATION: NavSection[] = [
  {
    key: 'product',
    labelKey: 'menu.product',
    items: [
      {
        key: 'dashboard',
        labelKey: 'menu.dashboard',
        path: '/live-agent/dashboard',
        icon: <DashboardOutlined />,
        remote: 'liveAgent',
        ability: la('Dashboard'),
      },
      {
        key: 'inbox',
        labelKey: 'menu.inbox',
        path: '/live-agent/inbox',
        icon: <InboxOutlined />,
        remote: 'liveAgent',
        ability: la('AgentDesk'),
      },
      {
        key: 'monitor',
        labelKey: 'menu.monitor',
        path: '/live-agent/monitor',
        icon: <EyeOutlined />,
        remote: 'liveAgent',
        ability: la('LiveMonitor'),
      },
      {
        key: 'admins',
        labelKey: 'menu.admins',
        path: '/live-agent/admins',
        icon: <SolutionOutlined />,
        remote: 'liveAgent',
        ability: la('Admin'),
      },
      {
        key: 'agents',
        labelKey: 'menu.agents',
        path: '/live-agent/agents',
        icon: <CustomerServiceOutlined />,
        remote: 'liveAgent',
        ability: la('Agent'),
      },
      {
        key: 'conversationTemplates',
        labelKey: 'menu.conversationTemplates',
        path: '/live-agent/conversation-templates',
        icon: <FileTextOutlined />,
        remote: 'liveAgent',
        ability: la('ConversationTemplate'),
      },
      {
        key: 'chatbotAnalysis',
        labelKey: 'menu.chatbotAnalysis',
        path: '/live-agent/chatbot-analysis',
        icon: <RobotOutlined />,
        remote: 'liveAgent',
        ability: la('Report'),
      },
      {
        key: 'agentPerformance',
        labelKey: 'menu.agentPerformance',
        path: '/live-agent/agent-performance',
        icon: <LineChartOutlined />,
        remote: 'liveAgent',
        ability: la('Report'),
      },
      {
        key: 'agentAnalysis',
        labelKey: 'menu.agentAnalysis',
        path: '/live-agent/agent-analysis',
        icon: <FundOutlined />,
        remote: 'liveAgent',
        ability: la('Report'),
      },
      {
        key: 'chatReport',
        labelKey: 'menu.chatReport',
        path: '/live-agent/chat-report',
        icon: <CommentOutlined />,
        remote: 'liveAgent',
        ability: la('Report'),
      },
      {
        key: 'communicationsReport',
        labelKey: 'menu.communicationsReport',
        path: '/live-agent/communications-report',
        icon: <PieChartOutlined />,
        remote: 'liveAgent',
        ability: la('Report'),
      },
      {
        key: 'settings',
        labelKey: 'menu.settings',
        icon: <SettingOutlined />,
        children: [
          {
            key: 'settingsGeneral',
            labelKey: 'menu.settingsGeneral',
            path: '/live-agent/settings/general',
            remote: 'liveAgent',
            ability: la('Settings'),
          },
          {
            key: 'workingTimes',
            labelKey: 'menu.workingTimes',
            path: '/live-agent/settings/working-times',
            remote: 'liveAgent',
            ability: la('Settings'),
          },
          {
            key: 'comments',
            labelKey: 'menu.comments',
            path: '/live-agent/settings/comments',
            remote: 'liveAgent',
            ability: la('Settings'),
          },
          {
            key: 'conversationCategories',
            labelKey: 'menu.conversationCategories',
            path: '/live-agent/settings/conversation-categories',
            remote: 'liveAgent',
            ability: la('Settings'),
          },
        ],
      },
    ],
  },
  {
    key: 'apps',
    labelKey: 'menu.apps',
    items: [
      {
        key: 'email',
        labelKey: 'menu.email',
        path: '/apps/email',
        icon: <MailOutlined />,
        remote: 'email',
        ability: demo,
      },
      {
        key: 'chat',
        labelKey: 'menu.chat',
        path: '/apps/chat',
        icon: <MessageOutlined />,
        remote: 'chat',
        ability: demo,
      },
      {
        key: 'todo',
        labelKey: 'menu.todo',
        path: '/apps/todo',
        icon: <CheckSquareOutlined />,
        remote: 'todoCalendar',
        ability: demo,
      },
      {
        key: 'calendar',
        labelKey: 'menu.calendar',
        path: '/apps/calendar',
        icon: <CalendarOutlined />,
        remote: 'todoCalendar',
        ability: demo,
      },
      {
        key: 'invoice',
        labelKey: 'menu.invoice',
        icon: <DollarOutlined />,
        children: [
          {
            key: 'invoiceList',
            labelKey: 'menu.invoiceList',
            path: '/apps/invoice/list',
            remote: 'commerceInvoice',
            ability: demo,
          },
          {
            key: 'invoiceAdd',
            labelKey: 'menu.invoiceAdd',
            path: '/apps/invoice/add',
            remote: 'commerceInvoice',
            ability: demo,
          },
        ],
      },
      {
        key: 'ecommerce',
        labelKey: 'menu.ecommerce',
        icon: <ShopOutlined />,
        children: [
          {
            key: 'ecommerceDashboard',
            labelKey: 'menu.ecommerceDashboard',
            path: '/',
            remote: 'commerceInvoice',
            ability: demo,
          },
          {
            key: 'shop',
            labelKey: 'menu.shop',
            path: '/apps/ecommerce/shop',
            remote: 'commerceInvoice',
            ability: demo,
          },
          {
            key: 'wishlist',
            labelKey: 'menu.wishlist',
            path: '/apps/ecommerce/wishlist',
            remote: 'commerceInvoice',
            ability: demo,
          },
          {
            key: 'checkout',
            labelKey: 'menu.checkout',
            path: '/apps/ecommerce/checkout',
            remote: 'commerceInvoice',
            ability: demo,
          },
          {
            key: 'orders',
            labelKey: 'menu.orders',
            path: '/apps/ecommerce/orders',
            remote: 'commerceInvoice',
            ability: demo,
          },
        ],
      },
      {
        key: 'users',
        labelKey: 'menu.users',
        path: '/apps/user/list',
        icon: <TeamOutlined />,
        remote: 'pages',
        ability: demo,
      },
    ],
  },
  {
    key: 'pages',
    labelKey: 'menu.pages',
    items: [
      {
        key: 'analytics',
        labelKey: 'menu.analytics',
        path: '/dashboard/analytics',
        icon: <BarChartOutlined />,
        remote: 'pages',
        ability: demo,
      },
      {
        key: 'accountSettings',
        labelKey: 'menu.accountSettings',
        path: '/pages/account-settings',
        icon: <UserOutlined />,
        remote: 'pages',
        ability: demo,
      },
      {
        key: 'profile',
        labelKey: 'menu.profile',
        path: '/pages/profile',
        icon: <IdcardOutlined />,
        remote: 'pages',
        ability: demo,
      },
      {
        key: 'faq',
        labelKey: 'menu.faq',
        path: '/pages/faq',
        icon: <QuestionCircleOutlined />,
        remote: 'pages',
        ability: demo,
      },
      {
        key: 'knowledgeBase',
        labelKey: 'menu.knowledgeBase',
        path: '/pages/knowledge-base',
        icon: <ReadOutlined />,
        remote: 'pages',
        ability: demo,
      },
      {
        key: 'pricing',
        labelKey: 'menu.pricing',
        path: '/pages/pricing',
        icon: <CreditCardOutlined />,
        remote: 'pages',
        ability: demo,
      },
      {
        key: 'blog',
        labelKey: 'menu.blog',
        path: '/pages/blog/list',
        icon: <ProfileOutlined />,
        remote: 'pages',
        ability: demo,
      },
      {
        key: 'accessControl',
        labelKey: 'menu.accessControl',
        path: '/access-control',
        icon: <LockOutlined />,
        remote: 'pages',
        ability: { action: 'read', subject: 'ACL' },
      },
      {
        key: 'cards',
        labelKey: 'menu.cards',
        icon: <AppstoreOutlined />,
        children: [
          {
            key: 'statisticsCards',
            labelKey: 'menu.statisticsCards',
            path: '/cards/statistics',
            remote: 'pages',
            ability: demo,
          },
          {
            key: 'analyticsCards',
            labelKey: 'menu.analyticsCards',
            path: '/cards/analytics',
            remote: 'pages',
            ability: demo,
          },
        ],
      },
      {
        key: 'dataTables',
        labelKey: 'menu.dataTables',
        path: '/tables/data-tables',
        icon: <TableOutlined />,
        remote: 'pages',
        ability: demo,
      },
      {
        key: 'autocomplete',
        labelKey: 'menu.autocomplete',
        path: '/forms/autocomplete',
        icon: <FormOutlined />,
        remote: 'pages',
        ability: demo,
      },
      {
        key: 'misc',
        labelKey: 'menu.misc',
        icon: <ToolOutlined />,
        children: [
          { key: 'comingSoon', labelKey: 'menu.comingSoon', path: '/misc/coming-soon', remote: 'pages', ability: demo },
          {
            key: 'maintenance',
            labelKey: 'menu.maintenance',
            path: '/misc/maintenance',
            remote: 'pages',
            ability: demo,
          },
        ],
      },
    ],
  },
  SHOWCASE,
];

export function isGroup(item: NavLeaf | NavGroup): item is NavGroup {
  return 'children' in item;
}

/** Only what the user may use and what is switched on; empty groups and sections disappear. */
export function visibleNavigation(
  can: (action: string, subject: string) => boolean,
  enabled: (remote: RemoteName) => boolean,
): NavSection[] {
  const visible = (leaf: NavLeaf) => enabled(leaf.remote) && can(leaf.ability.action, leaf.ability.subject);
  return NAVIGATION.map((section) => ({
    ...section,
    items: section.items
      .map((item) => (isGroup(item) ? { ...item, children: item.children.filter(visible) } : item))
      .filter((item) => (isGroup(item) ? item.children.length > 0 : visible(item))),
  })).filter((section) => section.items.length > 0);
}

export function allLeaves(sections: NavSection[] = NAVIGATION): NavLeaf[] {
  return sections.flatMap((section) => section.items.flatMap((item) => (isGroup(item) ? item.children : [item])));
}

/** The i18n keys that name a leaf in full: its group's label first when it sits in a group ("Settings › General"). */
export function leafTitleKeys(path: string): string[] | undefined {
  for (const section of NAVIGATION) {
    for (const item of section.items) {
      if (isGroup(item)) {
        const leaf = item.children.find((child) => child.path === path);
        if (leaf) return [item.labelKey, leaf.labelKey];
      } else if (item.path === path) return [item.labelKey];
    }
  }
  return undefined;
}
