// The frame around every signed-in screen, as the customizer's choices draw it (layout.slice.ts): a vertical menu
// or a horizontal bar under the navbar, the navbar's type and colour, the footer, the transition between screens.
// By default: vertical menu, floating navbar, a fade, no footer.
// Decision, by width: on a phone (below 768 px) the menu is an overlay drawer that starts closed and closes on
// every navigation, so the content keeps the whole width; on a tablet (768–991 px) the menu starts collapsed to
// its icons whatever was saved on a desktop; from 992 px on, the saved choice (menuCollapsed) applies.
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Badge, Button, Drawer, Layout, Menu, Tooltip, type MenuProps } from 'antd';
import { BgColorsOutlined } from '@ant-design/icons';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '@live-agent/auth';
import { PageSpinner } from '@live-agent/ui-kit';
import { useEnabledRemotes } from '../presenter';
import { AssignedChatNotice, useInboxUnread } from '../desk-status';
import { Navbar } from './Navbar';
import { isGroup, visibleNavigation, type NavLeaf } from './navigation';
import { layoutChanged, menuThemeOf, selectLayout } from './layout.slice';
import { Customizer } from '../customizer';
import { useViewport } from './useViewport';
import { useOrganization } from '../organization';
import { usePreloadRemotes } from '../../federation/usePreloadRemotes';
import { preloadScreenCode } from '../../federation/startScreenLoads';
import './layout.css';

export default function AppLayout() {
  // A language switch gives a new `t`, so the memoised menu follows it; the navbar translates itself.
  const { t } = useTranslation('shell');
  const layout = useSelector(selectLayout);
  const enabledRemotes = useEnabledRemotes();
  const ability = useAppAbility();
  const dispatch = useDispatch();
  const store = useStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const organization = useOrganization();
  usePreloadRemotes();
  const viewport = useViewport();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [tabletCollapsed, setTabletCollapsed] = useState(true);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const openCustomizer = useCallback(() => setCustomizerOpen(true), []);
  // A phone has no room for a bar of sections: its menu is the drawer whichever layout was chosen.
  const horizontal = layout.menuLayout === 'horizontal' && viewport !== 'phone';
  const menuTheme = menuThemeOf(layout.skin);
  // Every navigation closes the phone's menu drawer.
  useEffect(() => setDrawerOpen(false), [pathname]);

  const sections = useMemo(
    () =>
      visibleNavigation(
        (action, subject) => ability.can(action, subject),
        (remote) => enabledRemotes.includes(remote),
      ),
    [ability, enabledRemotes],
  );

  const collapsed = viewport === 'tablet' ? tabletCollapsed : layout.menuCollapsed;
  const brand = (showName: boolean) => (
    // A real link (Enter works, it has a name even when the collapsed menu hides the organisation's name).
    <Link to="/" className="app-brand" aria-label={showName ? undefined : organization.name}>
      <img src={organization.image} alt="" className="app-brand-logo" />
      {showName ? (
        <span className="app-brand-name" data-testid="app-name">
          {organization.name}
        </span>
      ) : null}
    </Link>
  );
  // The menu and the navbar are built again only when what they show changes: a search-parameter change (a table's
  // page or sort) re-renders this layout, and rebuilding the whole menu then cost tens of milliseconds per click.
  // The agent's chats awaiting its answer, beside the Inbox item (AssignedChatNotice counts them in the tab's title).
  const unread = useInboxUnread();
  // The groups the user has opened in this menu (never forgotten, so a closing group keeps its items for its motion).
  // A closed group is given its items only once opened: antd's menu renders every item it is given a second time,
  // hidden, to learn the menu's paths, and the some eighty items of closed groups were most of the frame's first
  // render (docs/architecture.md, "How the page stays light"). Opening, collapsing and keyboard use stay the menu's own.
  const [openedGroups, setOpenedGroups] = useState<ReadonlySet<string>>(() => new Set());
  const noteOpenGroups = useCallback(
    (keys: string[]) =>
      setOpenedGroups((opened) => (keys.every((key) => opened.has(key)) ? opened : new Set([...opened, ...keys]))),
    [],
  );
  const { current, openGroup } = useMemo(() => {
    // The leaf owning this URL: exact, or the longest leaf path it extends (the Agents tabs live under /live-agent/agents/).
    const leaves = sections.flatMap((s) => s.items).flatMap((item) => (isGroup(item) ? item.children : [item]));
    const owner =
      leaves
        .filter((leaf) => pathname === leaf.path || pathname.startsWith(`${leaf.path}/`))
        .sort((a, b) => b.path.length - a.path.length)[0]?.path ?? pathname;
    const group = sections
      .flatMap((s) => s.items)
      .find((item) => isGroup(item) && item.children.some((leaf) => leaf.path === owner))?.key;
    return { current: owner, openGroup: group };
  }, [sections, pathname]);
  // The current screen's group is open (or opens) with its items, and keeps them once the user goes elsewhere: the
  // menu may still show it open.
  if (openGroup && !openedGroups.has(openGroup)) setOpenedGroups(new Set([...openedGroups, openGroup]));
  const menu = useMemo(() => {
    const counts: Partial<Record<string, number>> = { inbox: unread };
    const labelOf = (leaf: NavLeaf) => {
      const count = counts[leaf.key] ?? 0;
      if (!count) return t(leaf.labelKey);
      return (
        <span className="app-menu-counted" data-testid={`menu-${leaf.key}-count`} data-count={count}>
          {t(leaf.labelKey)}
          <Badge count={count} size="small" aria-hidden />
          <span className="la-sr-only">{t('deskStatus.unread', { count })}</span>
        </span>
      );
    };
    const leafItem = (leaf: NavLeaf) => ({
      key: leaf.path,
      icon: leaf.icon,
      label: labelOf(leaf),
      'data-testid': `menu-${leaf.key}`,
      // The pointer resting on an item: the code its screen loads by its URL is fetched before the click.
      onMouseEnter: () => preloadScreenCode(leaf.path, () => store.getState() as Record<string, unknown>),
    });
    const sectionItems = (section: (typeof sections)[number]) =>
      section.items.map((item) =>
        isGroup(item)
          ? {
              key: item.key,
              icon: item.icon,
              label: t(item.labelKey),
              children: openedGroups.has(item.key) ? item.children.map(leafItem) : [],
            }
          : leafItem(item),
      );
    // Vertical: each section a titled group of its items; horizontal: each section a menu of the bar.
    const items: MenuProps['items'] = sections.map((section) =>
      horizontal
        ? { key: section.key, label: t(section.labelKey), children: sectionItems(section) }
        : { type: 'group' as const, key: section.key, label: t(section.labelKey), children: sectionItems(section) },
    );

    return (
      <Menu
        mode={horizontal ? 'horizontal' : 'inline'}
        theme={menuTheme}
        selectedKeys={[current]}
        defaultOpenKeys={openGroup ? [openGroup] : []}
        items={items}
        onClick={({ key }) => navigate(key)}
        onOpenChange={noteOpenGroups}
        aria-label={t('menu.product')}
        // antd wraps every item in a Tooltip that only a collapsed menu shows (an item's name beside its icon):
        // without it, an open menu renders each item without a Tooltip's trigger and observers on every click.
        tooltip={collapsed && !horizontal ? undefined : false}
        data-testid={horizontal ? 'app-hmenu' : undefined}
        // A section of the bar opens on a click, as on a tablet, where there is nothing to hover with.
        triggerSubMenuAction={horizontal ? 'click' : undefined}
      />
    );
  }, [
    sections,
    t,
    current,
    openGroup,
    menuTheme,
    navigate,
    collapsed,
    horizontal,
    store,
    unread,
    openedGroups,
    noteOpenGroups,
  ]);
  const toggleMenu = useCallback(() => {
    if (viewport === 'phone') setDrawerOpen((open) => !open);
    else if (viewport === 'tablet') setTabletCollapsed((value) => !value);
    else dispatch(layoutChanged({ menuCollapsed: !layout.menuCollapsed }));
  }, [viewport, dispatch, layout.menuCollapsed]);
  const menuOpen = viewport === 'phone' ? drawerOpen : !collapsed;
  const navbar = useMemo(
    () => (
      <Navbar
        menuOpen={menuOpen}
        onToggleMenu={horizontal ? undefined : toggleMenu}
        compact={viewport === 'phone'}
        onCustomize={openCustomizer}
      />
    ),
    [menuOpen, toggleMenu, viewport, openCustomizer, horizontal],
  );
  const sider = !layout.menuHidden && viewport !== 'phone' && !horizontal;

  return (
    <Layout
      className={[
        'app-layout',
        `skin-${layout.skin}`,
        `viewport-${viewport}`,
        `menu-${horizontal ? 'horizontal' : 'vertical'}`,
        `navbar-is-${layout.navbarType}`,
        `footer-is-${layout.footerType}`,
      ].join(' ')}
      hasSider={sider}
      data-testid="app-layout"
    >
      {!sider ? null : (
        <Layout.Sider
          className="app-sider"
          width={260}
          collapsible
          collapsed={collapsed}
          onCollapse={(value) =>
            viewport === 'tablet' ? setTabletCollapsed(value) : dispatch(layoutChanged({ menuCollapsed: value }))
          }
          theme={menuTheme}
          trigger={null}
          data-testid="app-sider"
        >
          {brand(!collapsed)}
          {menu}
        </Layout.Sider>
      )}
      {viewport === 'phone' && !layout.menuHidden ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement={layout.isRTL ? 'right' : 'left'}
          size={280}
          closable={false}
          className={`app-menu-drawer skin-${layout.skin} menu-theme-${menuTheme}`}
          styles={{ body: { padding: 0 } }}
          data-testid="app-menu-drawer"
        >
          {brand(true)}
          {menu}
        </Drawer>
      ) : null}
      <Layout className="app-main">
        {layout.navbarType === 'hidden' ? (
          // With no navbar, the customizer stays one click away.
          <Tooltip title={t('customizer.open')} placement="left">
            <Button
              className="app-customizer-tab"
              type="primary"
              icon={<BgColorsOutlined />}
              aria-label={t('customizer.open')}
              onClick={openCustomizer}
              data-testid="customizer-open"
            />
          </Tooltip>
        ) : (
          navbar
        )}
        {horizontal && !layout.menuHidden ? (
          <nav className={`app-hmenu-bar menu-theme-${menuTheme}`} aria-label={t('menu.product')}>
            {menu}
          </nav>
        ) : null}
        <Layout.Content className={`app-content width-${layout.contentWidth}`}>
          {/* The one boundary for remote screens: switching screens is a transition, so the previous
              screen stays until the next is ready rather than a spinner flashing in between. */}
          <Suspense fallback={<PageSpinner />}>
            <div key={pathname.split('/').slice(0, 3).join('/')} className={`route-${layout.transition}`}>
              <Outlet />
            </div>
          </Suspense>
        </Layout.Content>
        {layout.footerType === 'hidden' ? null : (
          <Layout.Footer className={`app-footer footer-${layout.footerType}`} data-testid="app-footer">
            <span>{t('customizer.footer', { year: new Date().getFullYear(), name: organization.name })}</span>
            <Link to="/pages/faq">{t('customizer.footerHelp')}</Link>
          </Layout.Footer>
        )}
      </Layout>
      <Customizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
      <AssignedChatNotice />
    </Layout>
  );
}
