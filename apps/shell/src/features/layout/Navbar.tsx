// Floating white navbar: menu toggle, search and bookmarks, language, skin, presenter panel, user.
import { useState } from 'react';
import { Avatar, Button, Dropdown, Space, Tooltip, Typography } from 'antd';
import {
  GlobalOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, MoonOutlined,
  SettingOutlined, SunOutlined, UserOutlined,
} from '@ant-design/icons';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logout, selectAuthUser } from '@live-agent/auth';
import { LANGUAGES, changeLanguage, isLanguage } from '../../i18n';
import { PresenterPanel } from '../presenter/PresenterPanel';
import { menuCollapsedSet, menuHiddenSet, selectLayout, skinSet } from './layout.slice';
import { NavbarSearch } from '../search/NavbarSearch';
import { BookmarkBar } from '../search/BookmarkBar';

export function Navbar() {
  const { t, i18n } = useTranslation('shell');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const layout = useSelector(selectLayout);
  const userData = useSelector(selectAuthUser);
  const [presenterOpen, setPresenterOpen] = useState(false);

  const toggleMenu = () =>
    layout.menuHidden ? dispatch(menuHiddenSet(false)) : dispatch(menuCollapsedSet(!layout.menuCollapsed));

  return (
    <header className="app-navbar" data-testid="navbar">
      <Tooltip title={layout.menuCollapsed || layout.menuHidden ? t('navbar.expandMenu') : t('navbar.collapseMenu')}>
        <Button
          type="text"
          aria-label={layout.menuCollapsed || layout.menuHidden ? t('navbar.expandMenu') : t('navbar.collapseMenu')}
          icon={layout.menuCollapsed || layout.menuHidden ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={toggleMenu}
          data-testid="menu-toggle"
        />
      </Tooltip>
      <BookmarkBar />
      <div className="app-navbar-spacer" />
      <NavbarSearch />
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [i18n.language],
          items: LANGUAGES.map((lng) => ({ key: lng, label: t(`languages.${lng}`), 'data-testid': `language-${lng}` })),
          onClick: ({ key }) => {
            if (isLanguage(key)) void changeLanguage(key);
          },
        }}
      >
        <Button type="text" icon={<GlobalOutlined />} aria-label={t('navbar.language')} data-testid="language-switch">
          {i18n.language.toUpperCase()}
        </Button>
      </Dropdown>
      <Tooltip title={layout.skin === 'dark' ? t('navbar.lightSkin') : t('navbar.darkSkin')}>
        <Button
          type="text"
          aria-label={layout.skin === 'dark' ? t('navbar.lightSkin') : t('navbar.darkSkin')}
          icon={layout.skin === 'dark' ? <SunOutlined /> : <MoonOutlined />}
          onClick={() => dispatch(skinSet(layout.skin === 'dark' ? 'light' : 'dark'))}
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
        <Button type="text" aria-label={t('navbar.account')} data-testid="user-menu" style={{ height: 48 }}>
          <Space>
            <span style={{ textAlign: 'end', lineHeight: 1.2 }}>
              <Typography.Text strong>{userData?.fullName}</Typography.Text>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>{userData?.role}</Typography.Text>
            </span>
            <Avatar src={userData?.avatar || undefined} icon={<UserOutlined />} />
          </Space>
        </Button>
      </Dropdown>
      <PresenterPanel open={presenterOpen} onClose={() => setPresenterOpen(false)} />
    </header>
  );
}
