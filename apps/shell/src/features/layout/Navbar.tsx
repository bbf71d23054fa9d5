// The navbar (floating and white by default; the customizer picks its type and colour): menu toggle, search and
// bookmarks, language, skin, the customizer, the presenter panel, cart, user. On a phone (`compact`), or wherever
// its width is that short (useNavbarFit.ts: a tablet with its menu open), it keeps the menu toggle, search and the
// avatar; bookmarks give way, and language, skin, the customizer and the presenter panel move into one "more" menu,
// so nothing overlaps at 390 px. A step before that (a tablet), the bookmarks are one menu and the user an avatar.
import { useState } from 'react';
import { Avatar, Button, Dropdown, Space, Tooltip, Typography, type MenuProps } from 'antd';
import {
  BgColorsOutlined,
  EllipsisOutlined,
  GlobalOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MoonOutlined,
  SettingOutlined,
  SunOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '@live-agent/contracts';
import { logout, selectAuthUser } from '@live-agent/auth';
import { toast, useAccountRoleLabel } from '@live-agent/ui-kit';
import { LANGUAGES, changeLanguage, isLanguage, type Language } from '../../i18n';
import { PresenterPanel } from '../presenter';
import { layoutChanged, selectLayout } from './layout.slice';
import { useNavbarFit } from './useNavbarFit';
import { NavbarSearch } from '../search';
import { BookmarkBar } from '../search';
import { NavbarCart } from '../cart';
import { NavbarLiveAlerts } from '../live-alerts';
import { NavbarDeskStatus } from '../desk-status';

export function Navbar({
  menuOpen,
  onToggleMenu,
  compact,
  onCustomize,
}: {
  menuOpen: boolean;
  /** Opens or closes the menu; absent when the menu is a bar that is always shown (the horizontal layout). */
  onToggleMenu?: () => void;
  compact: boolean;
  /** Opens the theme customizer. */
  onCustomize: () => void;
}) {
  const { t, i18n } = useTranslation('shell');
  // A role the shell has no name for (a real API's own) shows as the API names it.
  const roleLabel = useAccountRoleLabel();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const layout = useSelector(selectLayout);
  const userData = useSelector(selectAuthUser);
  const [presenterOpen, setPresenterOpen] = useState(false);
  const { header, spacer, fit } = useNavbarFit();
  const short = compact || fit === 'compact';
  const avatarOnly = short || fit === 'iconsOnly';

  const toggleMenu = () => (layout.menuHidden ? dispatch(layoutChanged({ menuHidden: false })) : onToggleMenu?.());
  const expanded = menuOpen && !layout.menuHidden;
  const toggleLabel = expanded ? t('navbar.collapseMenu') : t('navbar.expandMenu');
  const nextSkin = layout.skin === 'dark' ? 'light' : 'dark';
  const skinLabel = layout.skin === 'dark' ? t('navbar.lightSkin') : t('navbar.darkSkin');

  // Strings that could not be fetched do not hold the switch back (they show in English meanwhile): say so.
  const chooseLanguage = async (language: Language) => {
    const { complete } = await changeLanguage(language);
    if (!complete)
      toast.warning(i18n.t('shell:navbar.languageIncomplete'), i18n.t('shell:navbar.languageIncompleteHint'));
  };

  const moreMenu: MenuProps = {
    items: [
      {
        key: 'language',
        icon: <GlobalOutlined />,
        label: t('navbar.language'),
        children: LANGUAGES.map((lng) => ({
          key: `language:${lng}`,
          label: t(`languages.${lng}`),
          'data-testid': `language-${lng}`,
        })),
      },
      { key: 'skin', icon: layout.skin === 'dark' ? <SunOutlined /> : <MoonOutlined />, label: skinLabel },
      {
        key: 'customize',
        icon: <BgColorsOutlined />,
        label: t('customizer.open'),
        'data-testid': 'customizer-open',
      } as never,
      {
        key: 'presenter',
        icon: <SettingOutlined />,
        label: t('presenter.title'),
        'data-testid': 'presenter-open',
      } as never,
    ],
    selectable: true,
    selectedKeys: [`language:${i18n.language}`],
    onClick: ({ key }) => {
      if (key.startsWith('language:')) {
        const lng = key.slice('language:'.length);
        if (isLanguage(lng)) void chooseLanguage(lng);
      } else if (key === 'skin') dispatch(layoutChanged({ skin: nextSkin }));
      else if (key === 'customize') onCustomize();
      else if (key === 'presenter') setPresenterOpen(true);
    },
  };

  return (
    <header
      className={[
        'app-navbar',
        `navbar-${layout.navbarType}`,
        `navbar-color-${layout.navbarColor}`,
        short ? 'app-navbar-compact' : '',
      ].join(' ')}
      data-testid="navbar"
      ref={header}
    >
      {onToggleMenu || layout.menuHidden ? (
        <Tooltip title={toggleLabel}>
          <Button
            type="text"
            aria-label={toggleLabel}
            aria-expanded={expanded}
            icon={expanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            onClick={toggleMenu}
            data-testid="menu-toggle"
          />
        </Tooltip>
      ) : null}
      {short ? null : <BookmarkBar inline={fit === 'full'} />}
      <div className="app-navbar-spacer" ref={spacer} />
      <NavbarSearch />
      {short ? (
        <Dropdown trigger={['click']} menu={moreMenu}>
          <Button type="text" icon={<EllipsisOutlined />} aria-label={t('navbar.more')} data-testid="navbar-more" />
        </Dropdown>
      ) : (
        <>
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [i18n.language],
              items: LANGUAGES.map((lng) => ({
                key: lng,
                label: t(`languages.${lng}`),
                'data-testid': `language-${lng}`,
              })),
              onClick: ({ key }) => {
                if (isLanguage(key)) void chooseLanguage(key);
              },
            }}
          >
            {/* The name starts with what the button shows (WCAG 2.5.3, label in name), then says what it is for. */}
            <Button
              type="text"
              icon={<GlobalOutlined />}
              aria-label={t('navbar.languageButton', { code: i18n.language.toUpperCase() })}
              data-testid="language-switch"
            >
              {i18n.language.toUpperCase()}
            </Button>
          </Dropdown>
          <Tooltip title={skinLabel}>
            <Button
              type="text"
              aria-label={skinLabel}
              icon={layout.skin === 'dark' ? <SunOutlined /> : <MoonOutlined />}
              onClick={() => dispatch(layoutChanged({ skin: nextSkin }))}
            />
          </Tooltip>
          <Tooltip title={t('customizer.open')}>
            <Button
              type="text"
              aria-label={t('customizer.open')}
              icon={<BgColorsOutlined />}
              onClick={onCustomize}
              data-testid="customizer-open"
            />
          </Tooltip>
          <Tooltip title={t('presenter.title')}>
            <Button
              type="text"
              aria-label={t('presenter.title')}
              icon={<SettingOutlined />}
              onClick={() => setPresenterOpen(true)}
              data-testid="presenter-open"
            />
          </Tooltip>
        </>
      )}
      <NavbarDeskStatus />
      <NavbarLiveAlerts />
      <NavbarCart />
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'logout', icon: <LogoutOutlined />, label: t('navbar.signOut'), 'data-testid': 'sign-out' } as never,
          ],
          onClick: ({ key }) => {
            if (key === 'logout') {
              dispatch(logout());
              navigate('/login', { replace: true });
            }
          },
        }}
      >
        <Button
          type="text"
          aria-label={
            avatarOnly || !userData
              ? t('navbar.account')
              : t('navbar.accountButton', { name: userData.fullName, role: roleLabel(userData.role) })
          }
          data-testid="user-menu"
          style={{ height: 48 }}
        >
          <Space>
            {avatarOnly ? null : (
              <span style={{ textAlign: 'end', lineHeight: 1.2 }}>
                <Typography.Text strong>{userData?.fullName}</Typography.Text>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {userData ? roleLabel(userData.role) : null}
                </Typography.Text>
              </span>
            )}
            {/* Without a picture, the initials every avatar of the product shows (contracts' initialsOf). */}
            <Avatar
              src={userData?.avatar || undefined}
              icon={userData?.fullName ? undefined : <UserOutlined />}
              alt={userData?.fullName ?? t('navbar.account')}
            >
              {userData?.fullName ? initialsOf(userData.fullName) : null}
            </Avatar>
          </Space>
        </Button>
      </Dropdown>
      <PresenterPanel open={presenterOpen} onClose={() => setPresenterOpen(false)} />
    </header>
  );
}
