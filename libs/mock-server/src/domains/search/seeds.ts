// Navbar search and bookmarks data (docs/demo-api.md, search and bookmarks). One page entry per
// app screen: the product screens first, then the theme demo routes. Icons are antd icon names
// so the shell can render them without this lib depending on antd.
import type { SearchContact, SearchFile, SearchPage } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { fileIcon, initialsAvatar } from '../../images';
import { addDays, createRandom, isoDate } from '../../random';
import type { SeedClock } from '../../types';

// [title, link, antd icon, bookmarked]
const PAGES: [string, string, string, boolean][] = [
  ['Dashboard', '/live-agent/dashboard', 'DashboardOutlined', true],
  ['Admins', '/live-agent/admins', 'CrownOutlined', false],
  ['Agents', '/live-agent/agents', 'TeamOutlined', true],
  ['Conversation Templates', '/live-agent/conversation-templates', 'SnippetsOutlined', false],
  ['Chatbot Analysis', '/live-agent/chatbot-analysis', 'RobotOutlined', false],
  ['Agent Performance', '/live-agent/agent-performance', 'RiseOutlined', false],
  ['Agent Analysis', '/live-agent/agent-analysis', 'LineChartOutlined', false],
  ['Chat Report', '/live-agent/chat-report', 'BarChartOutlined', true],
  ['Communications Report', '/live-agent/communications-report', 'PieChartOutlined', false],
  ['General Settings', '/live-agent/settings/general', 'SettingOutlined', false],
  ['Working Times', '/live-agent/settings/working-times', 'ClockCircleOutlined', false],
  ['Comments', '/live-agent/settings/comments', 'CommentOutlined', false],
  ['Conversation Categories', '/live-agent/settings/conversation-categories', 'TagsOutlined', false],
  ['Email', '/apps/email', 'MailOutlined', true],
  ['Chat', '/apps/chat', 'MessageOutlined', true],
  ['Todo', '/apps/todo', 'CheckSquareOutlined', false],
  ['Calendar', '/apps/calendar', 'CalendarOutlined', true],
  ['Invoice List', '/apps/invoice/list', 'FileTextOutlined', false],
  ['Invoice Add', '/apps/invoice/add', 'FileAddOutlined', false],
  ['Shop', '/apps/ecommerce/shop', 'ShopOutlined', false],
  ['Wishlist', '/apps/ecommerce/wishlist', 'HeartOutlined', false],
  ['Checkout', '/apps/ecommerce/checkout', 'ShoppingCartOutlined', false],
  ['User List', '/apps/user/list', 'UserOutlined', false],
  ['Analytics Dashboard', '/dashboard/analytics', 'AreaChartOutlined', false],
  ['eCommerce Dashboard', '/', 'HomeOutlined', false],
  ['Account Settings', '/pages/account-settings', 'IdcardOutlined', false],
  ['Profile', '/pages/profile', 'ProfileOutlined', false],
  ['FAQ', '/pages/faq', 'QuestionCircleOutlined', false],
  ['Knowledge Base', '/pages/knowledge-base', 'ReadOutlined', false],
  ['Pricing', '/pages/pricing', 'DollarOutlined', false],
  ['Blog List', '/pages/blog/list', 'BookOutlined', false],
  ['Access Control', '/access-control', 'LockOutlined', false],
  ['Statistics Cards', '/cards/statistics', 'FundOutlined', false],
  ['Analytics Cards', '/cards/analytics', 'StockOutlined', false],
  ['Data Tables', '/tables/data-tables', 'TableOutlined', false],
  // The theme's showcase (the pages remote's families).
  ['Typography', '/ui/typography', 'BgColorsOutlined', false],
  ['Colours', '/ui/colors', 'BgColorsOutlined', false],
  ['Icons', '/ui/icons', 'BgColorsOutlined', false],
  ['Cards', '/ui/cards', 'BgColorsOutlined', false],
  ['Alerts', '/ui/components/alerts', 'BlockOutlined', false],
  ['Avatars', '/ui/components/avatars', 'BlockOutlined', false],
  ['Badges', '/ui/components/badges', 'BlockOutlined', false],
  ['Breadcrumbs', '/ui/components/breadcrumbs', 'BlockOutlined', false],
  ['Buttons', '/ui/components/buttons', 'BlockOutlined', false],
  ['Carousel', '/ui/components/carousel', 'BlockOutlined', false],
  ['Collapse', '/ui/components/collapse', 'BlockOutlined', false],
  ['Dropdowns', '/ui/components/dropdowns', 'BlockOutlined', false],
  ['List', '/ui/components/list', 'BlockOutlined', false],
  ['Modals', '/ui/components/modals', 'BlockOutlined', false],
  ['Drawers', '/ui/components/drawers', 'BlockOutlined', false],
  ['Pagination', '/ui/components/pagination', 'BlockOutlined', false],
  ['Popovers', '/ui/components/popovers', 'BlockOutlined', false],
  ['Progress', '/ui/components/progress', 'BlockOutlined', false],
  ['Skeletons', '/ui/components/skeletons', 'BlockOutlined', false],
  ['Spinners', '/ui/components/spinners', 'BlockOutlined', false],
  ['Steps', '/ui/components/steps', 'BlockOutlined', false],
  ['Tabs', '/ui/components/tabs', 'BlockOutlined', false],
  ['Tags', '/ui/components/tags', 'BlockOutlined', false],
  ['Timeline', '/ui/components/timeline', 'BlockOutlined', false],
  ['Toasts', '/ui/components/toasts', 'BlockOutlined', false],
  ['Tooltips', '/ui/components/tooltips', 'BlockOutlined', false],
  ['Tree', '/ui/components/tree', 'BlockOutlined', false],
  ['Drag and drop', '/extensions/drag-drop', 'ApiOutlined', false],
  ['File upload', '/extensions/file-upload', 'ApiOutlined', false],
  ['Editor', '/extensions/editor', 'ApiOutlined', false],
  ['Ratings', '/extensions/ratings', 'ApiOutlined', false],
  ['Sliders', '/extensions/sliders', 'ApiOutlined', false],
  ['Tour', '/extensions/tour', 'ApiOutlined', false],
  ['Clipboard', '/extensions/clipboard', 'ApiOutlined', false],
  ['Context menu', '/extensions/context-menu', 'ApiOutlined', false],
  ['Import and export', '/extensions/import-export', 'ApiOutlined', false],
  ['Internationalisation', '/extensions/i18n', 'ApiOutlined', false],
  ['Input', '/forms/elements/input', 'EditOutlined', false],
  ['Input group', '/forms/elements/input-group', 'EditOutlined', false],
  ['Input mask', '/forms/elements/input-mask', 'EditOutlined', false],
  ['Textarea', '/forms/elements/textarea', 'EditOutlined', false],
  ['Checkbox', '/forms/elements/checkbox', 'EditOutlined', false],
  ['Radio', '/forms/elements/radio', 'EditOutlined', false],
  ['Switch', '/forms/elements/switch', 'EditOutlined', false],
  ['Select', '/forms/elements/select', 'EditOutlined', false],
  ['Number', '/forms/elements/number', 'EditOutlined', false],
  ['Date and time', '/forms/elements/date-time', 'EditOutlined', false],
  ['Cascader', '/forms/elements/cascader', 'EditOutlined', false],
  ['Transfer', '/forms/elements/transfer', 'EditOutlined', false],
  ['Upload', '/forms/elements/upload', 'EditOutlined', false],
  ['Form Layouts', '/forms/layout', 'FormOutlined', false],
  ['Form Wizard', '/forms/wizard', 'FormOutlined', false],
  ['Form Validation', '/forms/validation', 'FormOutlined', false],
  ['Form Repeater', '/forms/repeater', 'FormOutlined', false],
  ['Tables: Basic', '/tables/basic', 'InsertRowBelowOutlined', false],
  ['Tables: Advanced', '/tables/advanced', 'InsertRowBelowOutlined', false],
  ['Charts: Line and area', '/charts/line-area', 'AreaChartOutlined', false],
  ['Charts: Bar and column', '/charts/bar-column', 'AreaChartOutlined', false],
  ['Charts: Pie and donut', '/charts/pie-donut', 'AreaChartOutlined', false],
  ['Charts: Scatter and bubble', '/charts/scatter-bubble', 'AreaChartOutlined', false],
  ['Charts: Radar', '/charts/radar', 'AreaChartOutlined', false],
  ['Charts: Heatmap and treemap', '/charts/heatmap-treemap', 'AreaChartOutlined', false],
  ['Charts: Candlestick', '/charts/candlestick', 'AreaChartOutlined', false],
  ['Map: World', '/maps/world', 'GlobalOutlined', false],
  ['Map: Markers', '/maps/markers', 'GlobalOutlined', false],
  // Appended last, so the ids of the pages above (kept bookmarks name them) stay as they were.
  ['Live Monitor', '/live-agent/monitor', 'EyeOutlined', false],
];

export const SEARCH_PAGES: SearchPage[] = PAGES.map(([title, link, icon, isBookmarked], index) => ({
  id: index + 1,
  title,
  link,
  icon,
  isBookmarked,
}));

const FILES: [string, string][] = [
  ['Chat transcripts January', 'pdf'],
  ['Agent onboarding guide', 'doc'],
  ['Working times 2025', 'xls'],
  ['Queue routing diagram', 'png'],
  ['CSAT survey results', 'xls'],
  ['Canned responses backup', 'txt'],
  ['Quarterly support review', 'ppt'],
  ['Brand assets', 'zip'],
];

const PEOPLE = [
  'Rena Brant',
  'Mariano Packard',
  'Risa Montufar',
  'Maragaret Cimo',
  'Jona Prattis',
  'Edmond Sickels',
  'Lilian Nenez',
  'Yvonne Wiley',
];

export function seedSearch(server: Server, { now }: SeedClock): void {
  // Own stream per domain (seeded by name), so other domains' seeds never shift this data.
  const random = createRandom('search');
  server.db.searchPages.insert(SEARCH_PAGES);
  server.db.searchFiles.insert(
    FILES.map(([name, extension], index): SearchFile => ({
      id: index + 1,
      title: `${name}.${extension}`,
      by: random.pick(PEOPLE),
      size: random.bool(0.4) ? `${random.int(1, 9)}.${random.int(0, 9)} mb` : `${random.int(12, 980)} kb`,
      file: fileIcon(extension),
    })),
  );
  server.db.searchContacts.insert(
    PEOPLE.map((name, index): SearchContact => ({
      id: index + 1,
      title: name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      img: initialsAvatar(name),
      date: isoDate(addDays(now, -random.int(1, 365))),
    })),
  );
}
