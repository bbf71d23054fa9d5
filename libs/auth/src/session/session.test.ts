import type { UserData } from '@live-agent/contracts';
import { clearSession, getAccessToken, getRefreshToken, getUserData, isUserLoggedIn, saveSession, saveTokens } from './session';
import { accessTokenFor, agentUser } from '../abilities/demoUsers.fixture';
import { hasStoredSession } from './sessionKeys';

const admin: UserData = {
  id: 1,
  fullName: 'John Doe',
  username: 'johndoe',
  email: 'admin@demo.com',
  avatar: '',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
  extras: { eCommerceCartItemsCount: 0 },
};

// The server's access tokens carry the role and abilities (session/tokenClaims.ts).
const a1 = accessTokenFor(admin, 'a1');

beforeEach(() => localStorage.clear());

describe('session storage', () => {
  it('is signed out when nothing is stored', () => {
    expect(getUserData()).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(isUserLoggedIn()).toBe(false);
  });

  it('saves the user and both tokens under the userData, accessToken and refreshToken keys', () => {
    saveSession({ userData: admin, accessToken: a1, refreshToken: 'r1' });

    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(admin);
    expect(localStorage.getItem('accessToken')).toBe(a1);
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(getUserData()).toEqual(admin);
    expect(isUserLoggedIn()).toBe(true);
  });

  it('returns the same user object while the stored value is unchanged', () => {
    saveSession({ userData: admin, accessToken: a1, refreshToken: 'r1' });
    expect(getUserData()).toBe(getUserData());
    saveSession({ userData: { ...admin, fullName: 'Jane' }, accessToken: a1, refreshToken: 'r1' });
    expect(getUserData()?.fullName).toBe('Jane');
  });

  it('is not signed in with a user but no access token', () => {
    localStorage.setItem('userData', JSON.stringify(admin));
    expect(isUserLoggedIn()).toBe(false);
  });

  it('treats corrupt stored user data as no user', () => {
    localStorage.setItem('userData', '{not json');
    localStorage.setItem('accessToken', 'a1');
    expect(getUserData()).toBeNull();
    expect(isUserLoggedIn()).toBe(false);
  });

  it('replaces tokens and drops the refresh token when none is given', () => {
    saveSession({ userData: admin, accessToken: 'a1', refreshToken: 'r1' });
    saveTokens({ accessToken: 'a2', refreshToken: 'r2' });
    expect([getAccessToken(), getRefreshToken()]).toEqual(['a2', 'r2']);
    saveTokens({ accessToken: 'a3' });
    expect([getAccessToken(), getRefreshToken()]).toEqual(['a3', null]);
  });

  it('clears the user and both tokens', () => {
    saveSession({ userData: admin, accessToken: 'a1', refreshToken: 'r1' });
    localStorage.setItem('menuCollapsed', 'true');
    clearSession();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
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
      expect([token, getUserData()?.ability, getUserData()?.role]).toEqual([token, [{ action: 'read', subject: 'Auth' }], '']);
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

  it('wants both a user and an access token', () => {
    localStorage.setItem('userData', JSON.stringify(admin));
    expect(hasStoredSession()).toBe(false);
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
