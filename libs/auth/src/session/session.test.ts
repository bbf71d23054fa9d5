import type { UserData } from '@live-agent/contracts';
import { clearSession, getAccessToken, getUserData, isUserLoggedIn, saveSession, saveTokens } from './session';
import { accessTokenFor, adminUser, agentUser } from '../abilities/demoUsers.fixture';
import { hasStoredSession } from './sessionKeys';

const admin: UserData = { ...adminUser, extras: { eCommerceCartItemsCount: 0 } };

// The server's access tokens carry the role and abilities (session/tokenClaims.ts).
const a1 = accessTokenFor(admin, 'a1');

beforeEach(() => {
  clearSession();
  localStorage.clear();
});

describe('session storage', () => {
  it('is signed out when nothing is stored', () => {
    expect(getUserData()).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(isUserLoggedIn()).toBe(false);
  });

  it('stores the user under userData and keeps the access token in memory; no token reaches storage', () => {
    saveSession({ userData: admin, accessToken: a1, refreshToken: 'r1' });

    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(admin);
    expect(Object.keys(localStorage)).toEqual(['userData']);
    expect(getAccessToken()).toBe(a1);
    expect(getUserData()).toEqual(admin);
    expect(isUserLoggedIn()).toBe(true);
  });

  it('returns the same user object while the stored value is unchanged', () => {
    saveSession({ userData: admin, accessToken: a1, refreshToken: 'r1' });
    expect(getUserData()).toBe(getUserData());
    saveSession({ userData: { ...admin, fullName: 'Jane' }, accessToken: a1, refreshToken: 'r1' });
    expect(getUserData()?.fullName).toBe('Jane');
  });

  it('is not signed in with a stored user but no access token in hand (a reload, until the session resumes)', () => {
    localStorage.setItem('userData', JSON.stringify(admin));
    expect(isUserLoggedIn()).toBe(false);
    expect(hasStoredSession()).toBe(true);
  });

  it('treats corrupt stored user data as no user', () => {
    localStorage.setItem('userData', '{not json');
    saveTokens({ accessToken: a1 });
    expect(getUserData()).toBeNull();
    expect(isUserLoggedIn()).toBe(false);
  });

  it('replaces the access token; a refresh token in an answer is never kept', () => {
    saveSession({ userData: admin, accessToken: 'a1', refreshToken: 'r1' });
    saveTokens({ accessToken: 'a2', refreshToken: 'r2' });
    expect(getAccessToken()).toBe('a2');
    expect(JSON.stringify({ ...localStorage })).not.toContain('r2');
  });

  it('clears the user, the token in hand and tokens an older version left in storage', () => {
    saveSession({ userData: admin, accessToken: 'a1', refreshToken: 'r1' });
    localStorage.setItem('menuCollapsed', 'true');
    localStorage.setItem('refreshToken', 'left-by-an-older-version');
    clearSession();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(getUserData()).toBeNull();
    expect(isUserLoggedIn()).toBe(false);
    expect(localStorage.getItem('menuCollapsed')).toBe('true');
  });
});

describe('role and abilities', () => {
  it('come from the access token: an edited userData.ability or role grants nothing', () => {
    saveSession({ userData: agentUser, accessToken: accessTokenFor(agentUser), refreshToken: 'r1' });
    const edited = { ...agentUser, role: 'admin', ability: [{ action: 'manage', subject: 'all' }] };
    localStorage.setItem('userData', JSON.stringify(edited));

    expect(getUserData()).toEqual({ ...edited, role: 'agent', ability: agentUser.ability });
    expect(getUserData()?.fullName).toBe(agentUser.fullName);
  });

  it('are a visitor’s (read Auth) with a token that carries no claims, or none at all', () => {
    for (const token of ['a1', 'x.not-base64!.y', accessTokenFor({ id: 1, role: 'admin', ability: 'all' as never })]) {
      saveSession({ userData: admin, accessToken: token, refreshToken: 'r1' });
      expect([token, getUserData()?.ability, getUserData()?.role]).toEqual([
        token,
        [{ action: 'read', subject: 'Auth' }],
        '',
      ]);
    }
    localStorage.removeItem('accessToken');
    expect(getUserData()?.ability).toEqual([{ action: 'read', subject: 'Auth' }]);
  });

  it('follow a new token (after a refresh)', () => {
    saveSession({ userData: admin, accessToken: accessTokenFor(agentUser), refreshToken: 'r1' });
    expect(getUserData()?.role).toBe('agent');
    saveTokens({ accessToken: a1, refreshToken: 'r2' });
    expect(getUserData()).toEqual(admin);
  });
});

describe('hasStoredSession, the boot hint read before the shared libraries are in', () => {
  it('says yes once a session is saved and no again once it is cleared', () => {
    expect(hasStoredSession()).toBe(false);
    saveSession({ userData: admin, accessToken: a1, refreshToken: 'r1' });
    expect(hasStoredSession()).toBe(true);
    clearSession();
    expect(hasStoredSession()).toBe(false);
  });

  it('goes by the stored user alone (after a reload no token is in hand), never by a token an older version stored', () => {
    localStorage.setItem('userData', JSON.stringify(admin));
    expect(hasStoredSession()).toBe(true);
    localStorage.removeItem('userData');
    localStorage.setItem('accessToken', a1);
    expect(hasStoredSession()).toBe(false);
  });

  it('says no when storage cannot be read', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(hasStoredSession()).toBe(false);
    } finally {
      getItem.mockRestore();
    }
  });
});
