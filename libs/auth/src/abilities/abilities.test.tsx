import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { UserData } from '@live-agent/contracts';
import { AbilityContext, AbilityProvider, Can, useAppAbility } from './AbilityContext';
import { defineAbilityFor, updateAbilityFor } from './defineAbility';
import { homeRouteFor } from './homeRoute';
import { RequireAbility } from './RequireAbility';
import { adminUser, agentUser, clientUser } from './demoUsers.fixture';
import { clearSession, saveSession } from '../session/session';
import { accessTokenFor } from './demoUsers.fixture';
import { getUserData } from '../session/session';

const productSubjects = ['Dashboard', 'Admin', 'Agent', 'ConversationTemplate', 'Report', 'Settings'];

beforeEach(() => localStorage.clear());

describe('defineAbilityFor', () => {
  it('lets an admin manage everything', () => {
    const ability = defineAbilityFor(adminUser);
    for (const subject of [...productSubjects, 'Auth', 'ACL', 'Invoice']) {
      for (const action of ['read', 'create', 'update', 'delete', 'manage']) {
        expect(ability.can(action, subject)).toBe(true);
      }
    }
  });

  it('lets a client read ACL and Auth only', () => {
    const ability = defineAbilityFor(clientUser);
    expect(ability.can('read', 'ACL')).toBe(true);
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(ability.can('update', 'ACL')).toBe(false);
    for (const subject of productSubjects) expect(ability.can('read', subject)).toBe(false);
  });

  it('lets an agent read Dashboard, ConversationTemplate, Auth and ACL, and nothing else', () => {
    const ability = defineAbilityFor(agentUser);
    for (const subject of ['Dashboard', 'ConversationTemplate', 'Auth', 'ACL']) {
      expect(ability.can('read', subject)).toBe(true);
    }
    for (const subject of ['Admin', 'Agent', 'Report', 'Settings']) expect(ability.can('read', subject)).toBe(false);
    expect(ability.can('update', 'ConversationTemplate')).toBe(false);
    expect(ability.can('delete', 'Dashboard')).toBe(false);
  });

  it('lets a visitor without a stored user read Auth only', () => {
    for (const ability of [defineAbilityFor(null), defineAbilityFor(undefined)]) {
      expect(ability.can('read', 'Auth')).toBe(true);
      expect(ability.can('read', 'ACL')).toBe(false);
      expect(ability.can('read', 'Dashboard')).toBe(false);
    }
  });

  it('of the stored session grants nothing more when userData.ability is edited in localStorage', () => {
    saveSession({ userData: clientUser, accessToken: accessTokenFor(clientUser), refreshToken: 'r1' });
    localStorage.setItem('userData', JSON.stringify({ ...clientUser, ability: adminUser.ability, role: 'admin' }));
    const ability = defineAbilityFor(getUserData());
    for (const subject of productSubjects) expect(ability.can('read', subject)).toBe(false);
    expect(ability.can('read', 'ACL')).toBe(true);
    expect(homeRouteFor(getUserData())).toBe('/access-control');
  });

  it('updates an ability in place', () => {
    const ability = defineAbilityFor(null);
    updateAbilityFor(ability, adminUser);
    expect(ability.can('delete', 'Agent')).toBe(true);
    updateAbilityFor(ability, null);
    expect(ability.can('delete', 'Agent')).toBe(false);
    expect(ability.can('read', 'Auth')).toBe(true);
  });
});

describe('homeRouteFor', () => {
  it.each([
    ['admin', '/live-agent/dashboard', adminUser],
    ['agent', '/live-agent/inbox', agentUser],
    ['client', '/access-control', clientUser],
    ['nobody', '/login', null],
  ])('sends %s to %s', (_who, path, user) => {
    expect(homeRouteFor(user)).toBe(path);
  });

  it('sends another role to the dashboard only when it may read it', () => {
    expect(homeRouteFor({ role: 'supervisor', ability: [{ action: 'read', subject: 'Dashboard' }] })).toBe(
      '/live-agent/dashboard',
    );
    expect(homeRouteFor({ role: 'editor', ability: [{ action: 'read', subject: 'Auth' }] })).toBe('/access-control');
  });
});

describe('Can and useAppAbility', () => {
  it('shows children only when the ability in context allows, and follows rule updates', () => {
    const ability = defineAbilityFor(clientUser);
    function Role() {
      return <p>{useAppAbility().can('manage', 'all') ? 'can manage' : 'read only'}</p>;
    }
    render(
      <AbilityProvider value={ability}>
        <Can I="read" a="ACL">
          <button>Access control</button>
        </Can>
        <Can I="read" a="Settings">
          <button>Settings</button>
        </Can>
        <Role />
      </AbilityProvider>,
    );

    expect(screen.getByRole('button', { name: 'Access control' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.getByText('read only')).toBeInTheDocument();

    act(() => updateAbilityFor(ability, adminUser));
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('can manage')).toBeInTheDocument();
  });

  it('also works spelled as AbilityContext.Provider', () => {
    render(
      <AbilityContext.Provider value={defineAbilityFor(adminUser)}>
        <Can do="update" on="Settings">
          <span>editable</span>
        </Can>
      </AbilityContext.Provider>,
    );
    expect(screen.getByText('editable')).toBeInTheDocument();
  });
});

describe('RequireAbility', () => {
  function LoginPage() {
    const from = (useLocation().state as { from?: { pathname: string } } | null)?.from?.pathname ?? 'nowhere';
    return <h1>Login page (from {from})</h1>;
  }

  /** The pages behind RequireAbility: the path, the subject it needs to read, its heading. */
  const GUARDED_PAGES = [
    ['/pages/login-v1', 'Auth', 'Login v1'],
    ['/live-agent/dashboard', 'Dashboard', 'Dashboard'],
    ['/access-control', 'ACL', 'Access control'],
  ] as const;

  function renderAt(path: string, user: UserData | null, ability = defineAbilityFor(user)) {
    if (user) saveSession({ userData: user, accessToken: 'a1', refreshToken: 'r1' });
    render(
      <AbilityProvider value={ability}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/misc/not-authorized" element={<h1>Not authorized</h1>} />
            {GUARDED_PAGES.map(([page, subject, heading]) => (
              <Route
                key={page}
                path={page}
                element={
                  <RequireAbility action="read" subject={subject}>
                    <h1>{heading}</h1>
                  </RequireAbility>
                }
              />
            ))}
            <Route element={<RequireAbility action="read" subject="Settings" />}>
              <Route path="/live-agent/settings" element={<h1>Settings</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AbilityProvider>,
    );
    return ability;
  }

  it('sends a signed-out visitor to /login, remembering where they were going', () => {
    renderAt('/live-agent/dashboard', null);
    expect(screen.getByRole('heading', { name: 'Login page (from /live-agent/dashboard)' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
  });

  it.each<[string, string, UserData | null, string]>([
    ['lets a signed-out visitor open a route that only needs Auth', '/pages/login-v1', null, 'Login v1'],
    [
      'sends a signed-in user without the permission to /misc/not-authorized',
      '/live-agent/dashboard',
      clientUser,
      'Not authorized',
    ],
    ['guards nested routes through an Outlet', '/live-agent/settings', agentUser, 'Not authorized'],
    ['renders the route when the user is allowed', '/access-control', clientUser, 'Access control'],
    ['renders nested routes for an admin', '/live-agent/settings', adminUser, 'Settings'],
  ])('%s', (_name, path, user, heading) => {
    renderAt(path, user);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });
  it('sends a signed-out visitor to /login even if a stale ability would allow the route', () => {
    renderAt('/live-agent/dashboard', null, defineAbilityFor(adminUser));
    expect(screen.getByRole('heading', { name: /Login page/ })).toBeInTheDocument();
  });

  it('moves to /login when the user signs out while on a guarded page', () => {
    const ability = renderAt('/live-agent/dashboard', agentUser);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();

    act(() => {
      clearSession();
      updateAbilityFor(ability, null);
    });
    expect(screen.getByRole('heading', { name: 'Login page (from /live-agent/dashboard)' })).toBeInTheDocument();
  });
});
