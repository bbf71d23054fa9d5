// The frame around every signed-in screen: vertical menu, floating navbar, content with a fadeIn
// transition. The footer is hidden by default.
// Decision, by width: on a phone (below 768 px) the menu is an overlay drawer that starts closed and closes on
// every navigation, so the content keeps the whole width; on a tablet (768–991 px) the menu starts collapsed to
// its icons whatever was saved on a desktop; from 992 px on, the saved choice (menuCollapsed) applies.
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Drawer, Layout, Menu, type MenuProps } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '@live-agent/auth';
import { PageSpinner } from '@live-agent/ui-kit';
import { useEnabledRemotes } from '../presenter';
import { Navbar } from './Navbar';
import { isGroup, visibleNavigation, type NavLeaf } from './navigation';
import { menuCollapsedSet, selectLayout } from './layout.slice';
import { useViewport } from './useViewport';
import { useOrganization } from '../organization';
import { usePreloadRemotes } from '../../federation/usePreloadRemotes';
import './layout.css';

export default function AppLayout() {
  // A language switch gives a new `t`, so the memoised menu follows it; the navbar translates itself.
  const { t } = useTranslation('shell');
  const layout = useSelector(selectLayout);
  const enabledRemotes = useEnabledRemotes();
  const ability = useAppAbility();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const organization = useOrganization();
  usePreloadRemotes();
  const viewport = useViewport();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [tabletCollapsed, setTabletCollapsed] = useState(true);
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
  const menu = useMemo(() => {
    const leafItem = (leaf: NavLeaf) => ({
      key: leaf.path,
      icon: leaf.icon,
      label: t(leaf.labelKey),
      'data-testid': `menu-${leaf.key}`,
    });
    const items: MenuProps['items'] = sections.map((section) => ({
      type: 'group' as const,
      key: section.key,
      label: t(section.labelKey),
      children: section.items.map((item) =>
        isGroup(item)
          ? { key: item.key, icon: item.icon, label: t(item.labelKey), children: item.children.map(leafItem) }
          : leafItem(item),
      ),
    }));

    // The leaf owning this URL: exact, or the longest leaf path it extends (the Agents tabs live under /live-agent/agents/).
    const leaves = sections.flatMap((s) => s.items).flatMap((item) => (isGroup(item) ? item.children : [item]));
    const current =
      leaves
        .filter((leaf) => pathname === leaf.path || pathname.startsWith(`${leaf.path}/`))
        .sort((a, b) => b.path.length - a.path.length)[0]?.path ?? pathname;
    const openGroup = sections
      .flatMap((s) => s.items)
      .find((item) => isGroup(item) && item.children.some((leaf) => leaf.path === current))?.key;
    return (
      <Menu
        mode="inline"
        theme={layout.skin}
        selectedKeys={[current]}
        defaultOpenKeys={openGroup ? [openGroup] : []}
        items={items}
        onClick={({ key }) => navigate(key)}
        aria-label={t('menu.product')}
        // antd wraps every item in a Tooltip that only a collapsed menu shows (an item's name beside its icon):
        // without it, an open menu renders each item without a Tooltip's trigger and observers on every click.
        tooltip={collapsed ? undefined : false}
      />
    );
  }, [sections, t, pathname, layout.skin, navigate, collapsed]);
  const toggleMenu = useCallback(() => {
    if (viewport === 'phone') setDrawerOpen((open) => !open);
    else if (viewport === 'tablet') setTabletCollapsed((value) => !value);
    else dispatch(menuCollapsedSet(!layout.menuCollapsed));
  }, [viewport, dispatch, layout.menuCollapsed]);
  const menuOpen = viewport === 'phone' ? drawerOpen : !collapsed;
  const navbar = useMemo(
    () => <Navbar menuOpen={menuOpen} onToggleMenu={toggleMenu} compact={viewport === 'phone'} />,
    [menuOpen, toggleMenu, viewport],
  );

  return (
    <Layout
      className={`app-layout skin-${layout.skin} viewport-${viewport}`}
      hasSider={!layout.menuHidden && viewport !== 'phone'}
    >
      {layout.menuHidden || viewport === 'phone' ? null : (
        <Layout.Sider
          className="app-sider"
          width={260}
          collapsible
          collapsed={collapsed}
          onCollapse={(value) =>
            viewport === 'tablet' ? setTabletCollapsed(value) : dispatch(menuCollapsedSet(value))
          }
          theme={layout.skin}
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
          className={`app-menu-drawer skin-${layout.skin}`}
          styles={{ body: { padding: 0 } }}
          data-testid="app-menu-drawer"
        >
          {brand(true)}
          {menu}
        </Drawer>
      ) : null}
      <Layout className="app-main">
        {navbar}
        <Layout.Content className={`app-content width-${layout.contentWidth}`}>
          {/* The one boundary for remote screens: switching screens is a transition, so the previous
              screen stays until the next is ready rather than a spinner flashing in between. */}
          <Suspense fallback={<PageSpinner />}>
            <div key={pathname.split('/').slice(0, 3).join('/')} className="route-fade-in">
              <Outlet />
            </div>
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
