import type { AxiosInstance } from 'axios';
import {
  ACCOUNT_NOTIFICATIONS,
  fillRule,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
  type AccountSettings,
  type ProfileData,
  type User,
  type UserListResponse,
} from '@live-agent/contracts';
import { serverPerTest } from '../../testing/server-per-test';
import { api, ids, listReader } from '../../testing';
import { USERS_MESSAGES } from './messages';
import { buildUsers } from './seeds';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const SEED = buildUsers(NOW);
const M = USERS_MESSAGES.en;
// The field rules' texts are the contracts' (the forms say the same); the avatar's names its limit.
const R = M.rules;
const AVATAR = fillRule(R.avatar, { max: 800 });

const mock = serverPerTest(NOW);
const admin = mock.as('admin');
const agent = mock.as('agent');
const client = mock.as('client');

const list = listReader<UserListResponse>(admin, '/api/users/list/data');

const VALID = {
  fullName: 'Marta Nunes',
  username: 'marta.nunes',
  email: 'marta@acme.test',
  role: 'editor',
  currentPlan: 'team',
  status: 'active',
  contact: '+351 912 345 678',
  company: 'Acme',
  country: 'Portugal',
};

describe('users seed', () => {
  it('has 50 users with every field, over every role, plan and status, some with pictures, the same on every start', () => {
    expect(SEED).toHaveLength(50);
    expect(buildUsers(NOW)).toEqual(SEED);
    for (const role of USER_ROLES) expect(SEED.some((user) => user.role === role)).toBe(true);
    for (const plan of USER_PLANS) expect(SEED.some((user) => user.currentPlan === plan)).toBe(true);
    for (const status of USER_STATUSES) expect(SEED.some((user) => user.status === status)).toBe(true);
    const pictures = SEED.filter((user) => user.avatar).length;
    expect(pictures).toBeGreaterThan(5);
    expect(pictures).toBeLessThan(45);
    expect(new Set(SEED.map((user) => user.username)).size).toBe(50);
    expect(new Set(SEED.map((user) => user.email)).size).toBe(50);
    for (const user of SEED) expect(user.birthDate < '2026-03-10').toBe(true);
  });
});

describe('GET /api/users/list/data', () => {
  it('pages by 10 by default with the total of all users', async () => {
    const first = await list();
    expect(first.total).toBe(50);
    expect(ids(first.users)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const last = await list({ page: 5, perPage: 12 });
    expect(ids(last.users)).toEqual([49, 50]);
    expect(last.total).toBe(50);
    expect((await list({ page: 9 })).users).toEqual([]);
  });

  it.each([
    ['full name', (user: User) => user.fullName.split(' ')[1].toUpperCase()],
    ['username', (user: User) => user.username.slice(0, 6)],
    ['e-mail', (user: User) => user.email.toUpperCase()],
  ])('q searches the %s, case-insensitively', async (_field, query) => {
    const target = SEED[26];
    const q = query(target);
    const expected = SEED.filter((user) =>
      [user.fullName, user.username, user.email].some((text) => text.toLowerCase().includes(q.toLowerCase())),
    );
    const answer = await list({ q, perPage: 100 });
    expect(ids(answer.users)).toEqual(ids(expected));
    expect(answer.users.map((user) => user.id)).toContain(target.id);
    expect(answer.total).toBe(expected.length);
  });

  it('q does not search other fields (company, country)', async () => {
    expect((await list({ q: 'Skinder' })).total).toBe(0);
  });

  it.each([
    ...USER_ROLES.map((value) => ['role', value] as const),
    ...USER_PLANS.map((value) => ['currentPlan', value] as const),
    ...USER_STATUSES.map((value) => ['status', value] as const),
  ])('%s=%s filters exactly', async (param, value) => {
    const expected = SEED.filter((user) => user[param] === value);
    const answer = await list({ [param]: value, perPage: 100 });
    expect(ids(answer.users)).toEqual(ids(expected));
    expect(answer.total).toBe(expected.length);
  });

  it('combines the filters with q and paging; total is the filtered count', async () => {
    const expected = SEED.filter(
      (user) =>
        user.status === 'active' &&
        user.role !== 'admin' &&
        user.currentPlan !== 'enterprise' &&
        user.email.includes('a'),
    );
    const role = expected[0].role;
    const plan = expected[0].currentPlan;
    const both = SEED.filter(
      (user) => user.role === role && user.currentPlan === plan && user.status === 'active' && user.email.includes('a'),
    );
    const answer = await list({ role, currentPlan: plan, status: 'active', q: 'a', perPage: 2, page: 1 });
    expect(answer.total).toBe(both.length);
    expect(ids(answer.users)).toEqual(ids(both).slice(0, 2));
  });

  it('an unknown filter value matches nothing', async () => {
    expect((await list({ role: 'wizard' })).total).toBe(0);
  });

  it('sorts by a field, descending with "-", an unknown field by id', async () => {
    const byName = (await list({ sort: 'fullName', perPage: 100 })).users.map((user) => user.fullName);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const desc = (await list({ sort: '-email', perPage: 100 })).users.map((user) => user.email);
    expect(desc).toEqual([...desc].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true })));
    expect(ids((await list({ sort: 'avatar' })).users)).toEqual(ids((await list()).users));
  });

  it('all-data lists every user', async () => {
    const response = await admin.get('/api/users/list/all-data');
    expect(response.status).toBe(200);
    expect(response.data).toHaveLength(50);
  });
});

describe('GET /api/users/user', () => {
  it('answers the user with their activity, newest first', async () => {
    const response = await admin.get('/api/users/user', { params: { id: 7 } });
    expect(response.status).toBe(200);
    expect(response.data.user).toEqual(SEED[6]);
    const times = response.data.activity.map((entry: { at: string }) => entry.at);
    expect(times.length).toBeGreaterThan(3);
    expect(times).toEqual([...times].sort().reverse());
    expect(times[0] < NOW.toISOString()).toBe(true);
  });

  it.each([['999'], ['abc'], [''], ['-1']])('answers 404 for id=%p', async (id) => {
    const response = await admin.get('/api/users/user', { params: { id } });
    expect(response.status).toBe(404);
    expect(response.data).toEqual({ message: 'Not Found' });
  });
});

describe('POST /apps/users/add-user', () => {
  it('answers 201 {user} with a new unique id, defaults for the rest, and lists it', async () => {
    const response = await admin.post('/apps/users/add-user', { user: { ...VALID, fullName: '  Marta Nunes ' } });
    expect(response.status).toBe(201);
    expect(response.data.user).toMatchObject({ ...VALID, id: 51, avatar: '', language: 'en', birthDate: '' });
    expect((await list({ q: 'marta.nunes' })).users).toEqual([response.data.user]);
    expect((await list()).total).toBe(51);
  });

  it('gives a new id even after the last user was deleted', async () => {
    await admin.delete('/apps/users/delete', { params: { id: 50 } });
    const response = await admin.post('/apps/users/add-user', { user: VALID });
    expect(response.data.user.id).toBe(51);
  });

  it('requires full name and username (and a valid e-mail), naming every field at once', async () => {
    const response = await admin.post('/apps/users/add-user', { user: { fullName: ' ', username: '', email: 'nope' } });
    expect(response.status).toBe(422);
    expect(response.data.errors).toEqual({ fullName: [M.required], username: [M.required], email: [M.email] });
    expect((await list()).total).toBe(50);
  });

  it.each([
    ['username taken (any case)', { username: SEED[3].username.toUpperCase() }, 'username', M.usernameTaken],
    ['e-mail taken', { email: SEED[4].email }, 'email', M.emailTaken],
    ['bad e-mail', { email: 'a@b' }, 'email', M.email],
    ['bad username', { username: 'a b' }, 'username', R.username],
    ['unknown role', { role: 'wizard' }, 'role', M.choice],
    ['unknown plan', { currentPlan: 'gold' }, 'currentPlan', M.choice],
    ['unknown status', { status: 'asleep' }, 'status', M.choice],
    ['contact not a phone', { contact: 'call me' }, 'contact', R.phone],
    ['birth date in the future', { birthDate: '2026-03-11' }, 'birthDate', R.birthDateFuture],
    ['website not a URL', { website: 'javascript:alert(1)' }, 'website', R.url],
    ['social link not a URL', { social: { twitter: 'twitter' } }, 'social.twitter', R.url],
    ['an SVG avatar', { avatar: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'avatar', AVATAR],
    ['a too big avatar', { avatar: `data:image/png;base64,${'A'.repeat(1_100_000)}` }, 'avatar', AVATAR],
  ])('answers 422 for %s and adds nothing', async (_case, patch, field, message) => {
    const response = await admin.post('/apps/users/add-user', { user: { ...VALID, ...patch } });
    expect(response.status).toBe(422);
    expect(response.data.errors[field]).toEqual([message]);
    expect((await list()).total).toBe(50);
  });

  it('answers in the request language', async () => {
    const response = await admin.post(
      '/apps/users/add-user',
      { user: {} },
      { headers: { 'Accept-Language': 'de-DE' } },
    );
    expect(response.data.errors.fullName).toEqual([USERS_MESSAGES.in('de').required]);
  });

  it('accepts a small PNG avatar', async () => {
    const response = await admin.post('/apps/users/add-user', {
      user: { ...VALID, avatar: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect(response.status).toBe(201);
    expect(response.data.user.avatar).toBe('data:image/png;base64,iVBORw0KGgo=');
  });
});

describe('POST /apps/users/update-user', () => {
  it('changes the given fields, keeps the others, and a seeded picture round-trips', async () => {
    const before = SEED.find((user) => user.avatar)!;
    const response = await admin.post('/apps/users/update-user', {
      user: { ...before, fullName: 'Renamed Person', address: { city: 'Faro' } },
    });
    expect(response.status).toBe(200);
    expect(response.data.user).toEqual({
      ...before,
      fullName: 'Renamed Person',
      address: { ...before.address, city: 'Faro' },
    });
    expect((await admin.get('/api/users/user', { params: { id: before.id } })).data.user).toEqual(response.data.user);
  });

  it('keeps its own username and e-mail but refuses another user’s', async () => {
    const self = SEED[2];
    expect(
      (
        await admin.post('/apps/users/update-user', {
          user: { id: self.id, username: self.username, email: self.email },
        })
      ).status,
    ).toBe(200);
    const clash = await admin.post('/apps/users/update-user', {
      user: { id: self.id, username: SEED[3].username, email: SEED[3].email },
    });
    expect(clash.status).toBe(422);
    expect(clash.data.errors).toEqual({ username: [M.usernameTaken], email: [M.emailTaken] });
    expect((await admin.get('/api/users/user', { params: { id: self.id } })).data.user).toEqual(self);
  });

  it('refuses a blank name and changes nothing', async () => {
    const response = await admin.post('/apps/users/update-user', { user: { id: 1, fullName: '', status: 'inactive' } });
    expect(response.status).toBe(422);
    expect((await admin.get('/api/users/user', { params: { id: 1 } })).data.user).toEqual(SEED[0]);
  });

  it.each([[999], ['abc'], [null]])('answers 404 for id %p', async (id) => {
    expect((await admin.post('/apps/users/update-user', { user: { id, fullName: 'x' } })).status).toBe(404);
  });
});

describe('DELETE /apps/users/delete', () => {
  it('removes only that user', async () => {
    const response = await admin.delete('/apps/users/delete', { params: { id: 5 } });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ id: 5 });
    const all = (await admin.get('/api/users/list/all-data')).data as User[];
    expect(ids(all)).toEqual(ids(SEED).filter((id) => id !== 5));
    expect((await admin.get('/api/users/user', { params: { id: 5 } })).status).toBe(404);
  });

  it.each([['999'], ['abc'], ['']])('answers 404 for id=%p and deletes nothing', async (id) => {
    expect((await admin.delete('/apps/users/delete', { params: { id } })).status).toBe(404);
    expect((await list()).total).toBe(50);
  });
});

describe('guards', () => {
  const calls: Array<[string, (http: AxiosInstance) => Promise<{ status: number }>]> = [
    ['list', (http) => http.get('/api/users/list/data')],
    ['all', (http) => http.get('/api/users/list/all-data')],
    ['user', (http) => http.get('/api/users/user', { params: { id: 1 } })],
    ['add', (http) => http.post('/apps/users/add-user', { user: VALID })],
    ['update', (http) => http.post('/apps/users/update-user', { user: { id: 1 } })],
    ['delete', (http) => http.delete('/apps/users/delete', { params: { id: 1 } })],
    ['settings', (http) => http.get('/account-setting/data')],
    ['save settings', (http) => http.post('/account-setting/info', {})],
    ['password', (http) => http.post('/account-setting/password', {})],
    ['profile', (http) => http.get('/profile/data')],
    ['posts', (http) => http.get('/profile/posts')],
    ['like', (http) => http.post('/profile/posts/like', { postId: 1 })],
    ['comment', (http) => http.post('/profile/posts/comment', { postId: 1, comment: 'x' })],
    ['vote', (http) => http.post('/profile/polls/vote', { pollId: 1, optionId: 1 })],
  ];

  it.each(calls)('%s: 401 signed out, 403 for a client or an agent, nothing changed', async (_name, call) => {
    expect((await call(api)).status).toBe(401);
    expect((await call(client)).status).toBe(403);
    expect((await call(agent)).status).toBe(403);
    expect((await list()).total).toBe(50);
    expect(mock.server.db.users.find(1)?.password).toBe('admin');
  });
});

describe('account settings', () => {
  const settings = async (): Promise<AccountSettings> => (await admin.get('/account-setting/data')).data;

  it('has every field of the record, made from the account', async () => {
    const data = await settings();
    expect(Object.keys(data).sort()).toEqual(['general', 'info', 'notification', 'social']);
    expect(data.general).toMatchObject({ username: 'johndoe', fullName: 'John Doe', email: 'admin@demo.com' });
    expect(Object.keys(data.info).sort()).toEqual(['bio', 'country', 'dob', 'phone', 'website']);
    expect(Object.keys(data.social.socialLinks).sort()).toEqual([
      'facebook',
      'google',
      'instagram',
      'linkedIn',
      'quora',
      'twitter',
    ]);
    expect(Object.keys(data.social.connections).sort()).toEqual(['facebook', 'github', 'google', 'twitter']);
    expect(Object.keys(data.notification).sort()).toEqual([...ACCOUNT_NOTIFICATIONS].sort());
  });

  it('saves each tab on its own and keeps the others', async () => {
    const before = await settings();
    const general = { ...before.general, fullName: 'Johnny Doe', company: 'Acme' };
    expect((await admin.post('/account-setting/general', general)).data.general).toEqual(general);
    const info = {
      bio: 'Hello',
      dob: '1990-05-01',
      country: 'France',
      website: 'https://johnny.example.com',
      phone: '+33 1 23 45 67 89',
    };
    expect((await admin.post('/account-setting/info', info)).status).toBe(200);
    const socialLinks = { ...before.social.socialLinks, linkedIn: 'https://linkedin.com/in/johnny' };
    expect((await admin.post('/account-setting/social', { socialLinks })).status).toBe(200);
    expect((await admin.post('/account-setting/connections', { connections: { github: '' } })).status).toBe(200);
    expect((await admin.post('/account-setting/notification', { followMe: true, blogDigest: false })).status).toBe(200);
    const after = await settings();
    expect(after).toEqual({
      general,
      info,
      social: { socialLinks, connections: { ...before.social.connections, github: '' } },
      notification: { ...before.notification, followMe: true, blogDigest: false },
    });
  });

  it('takes as a birth date any day begun somewhere on Earth, as the forms do, and refuses the days after', async () => {
    // 12:00 UTC on 10 March: 11 March has begun at UTC+14 (the forms there take it as today), 12 March nowhere.
    mock.restart(new Date('2026-03-10T12:00:00.000Z'));
    expect((await admin.post('/account-setting/info', { dob: '2026-03-11' })).status).toBe(200);
    expect((await settings()).info.dob).toBe('2026-03-11');
    expect((await admin.post('/account-setting/info', { dob: '2026-03-12' })).data.errors).toEqual({
      dob: [R.birthDateFuture],
    });
    const added = await admin.post('/apps/users/add-user', { user: { ...VALID, birthDate: '2026-03-11' } });
    expect(added.status).toBe(201);
    expect(added.data.user.birthDate).toBe('2026-03-11');
    const later = await admin.post('/apps/users/add-user', {
      user: { ...VALID, username: 'later.born', email: 'later@acme.test', birthDate: '2026-03-12' },
    });
    expect(later.data.errors).toEqual({ birthDate: [R.birthDateFuture] });
  });

  it('refuses bad fields with 422 and changes nothing', async () => {
    const before = await settings();
    const general = await admin.post('/account-setting/general', { ...before.general, email: 'bad', fullName: '' });
    expect(general.status).toBe(422);
    expect(Object.keys(general.data.errors).sort()).toEqual(['email', 'fullName']);
    const info = await admin.post('/account-setting/info', {
      bio: 'x'.repeat(501),
      dob: '2030-01-01',
      website: 'example',
      phone: 'abc',
    });
    expect(Object.keys(info.data.errors).sort()).toEqual(['bio', 'dob', 'phone', 'website']);
    expect(info.data.errors.dob).toEqual([R.birthDateFuture]);
    expect(
      (await admin.post('/account-setting/social', { socialLinks: { twitter: 'not a url' } })).data.errors,
    ).toEqual({ twitter: [R.url] });
    expect((await admin.post('/account-setting/notification', { followMe: 'maybe' })).status).toBe(422);
    expect(await settings()).toEqual(before);
  });

  it('changes the password only with the right current one, a strong new one and an equal confirmation', async () => {
    const change = (body: object) => admin.post('/account-setting/password', body);
    expect(
      (await change({ currentPassword: 'wrong', newPassword: 'secret12', confirmPassword: 'secret12' })).data.errors,
    ).toEqual({ currentPassword: [M.wrongPassword] });
    for (const weak of ['short1', 'lettersonly', '12345678']) {
      expect(
        (await change({ currentPassword: 'admin', newPassword: weak, confirmPassword: weak })).data.errors,
      ).toEqual({ newPassword: [R.passwordRules] });
    }
    expect(
      (await change({ currentPassword: 'admin', newPassword: 'secret12', confirmPassword: 'secret13' })).data.errors,
    ).toEqual({ confirmPassword: [R.passwordMismatch] });
    expect((await api.post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })).status).toBe(200);
    expect(
      (await change({ currentPassword: 'admin', newPassword: 'secret12', confirmPassword: 'secret12' })).status,
    ).toBe(200);
    expect((await api.post('/jwt/login', { email: 'admin@demo.com', password: 'secret12' })).status).toBe(200);
    expect((await api.post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })).status).toBe(400);
  });
});

describe('profile', () => {
  const profile = async (): Promise<ProfileData> => (await admin.get('/profile/data')).data;

  it('has every part of the page and the first three posts, newest first', async () => {
    const data = await profile();
    expect(Object.keys(data).sort()).toEqual(
      [
        'header',
        'latestPhotos',
        'polls',
        'posts',
        'postsTotal',
        'suggestedPages',
        'suggestions',
        'twitterFeeds',
        'userAbout',
      ].sort(),
    );
    expect(data.posts).toHaveLength(3);
    expect(data.postsTotal).toBe(8);
    const times = data.posts.map((post) => post.postTime);
    expect(times).toEqual([...times].sort().reverse());
    for (const post of data.posts) expect(post.likes).toBe(post.likedUsers.length + (post.youLiked ? 1 : 0));
  });

  it('loads more posts page by page', async () => {
    const page2 = (await admin.get('/profile/posts', { params: { page: 2 } })).data;
    expect(page2.total).toBe(8);
    expect(page2.posts).toHaveLength(3);
    const first = await profile();
    expect(ids(page2.posts).some((id) => ids(first.posts).includes(id))).toBe(false);
    expect((await admin.get('/profile/posts', { params: { page: 3 } })).data.posts).toHaveLength(2);
  });

  it('toggles a like and keeps it', async () => {
    const post = (await profile()).posts[0];
    const liked = (await admin.post('/profile/posts/like', { postId: post.id })).data.post;
    expect(liked.youLiked).toBe(!post.youLiked);
    expect(liked.likes).toBe(post.likes + (post.youLiked ? -1 : 1));
    expect((await profile()).posts[0]).toEqual(liked);
    const back = (await admin.post('/profile/posts/like', { postId: post.id })).data.post;
    expect(back).toEqual(post);
    expect((await admin.post('/profile/posts/like', { postId: 99 })).status).toBe(404);
  });

  it('adds a comment as the signed-in account, refuses a blank one', async () => {
    const post = (await profile()).posts[1];
    const response = await admin.post('/profile/posts/comment', { postId: post.id, comment: '  <b>Nice</b>  ' });
    expect(response.status).toBe(201);
    expect(response.data.post.comments).toBe(post.comments + 1);
    expect(response.data.post.detailedComments.at(-1)).toMatchObject({ fullName: 'John Doe', comment: '<b>Nice</b>' });
    expect((await profile()).posts[1]).toEqual(response.data.post);
    expect((await admin.post('/profile/posts/comment', { postId: post.id, comment: ' ' })).data.errors).toEqual({
      comment: [M.required],
    });
    expect((await admin.post('/profile/posts/comment', { postId: 404, comment: 'x' })).status).toBe(404);
  });

  it('counts a vote once per account', async () => {
    const poll = (await profile()).polls[0];
    expect(poll.votedOptionId).toBeNull();
    const voted = (await admin.post('/profile/polls/vote', { pollId: poll.id, optionId: 2 })).data.poll;
    expect(voted.votedOptionId).toBe(2);
    expect(voted.options[1].votes).toBe(poll.options[1].votes + 1);
    const again = await admin.post('/profile/polls/vote', { pollId: poll.id, optionId: 1 });
    expect(again.status).toBe(422);
    expect(again.data.errors).toEqual({ optionId: [M.alreadyVoted] });
    expect((await profile()).polls[0]).toEqual(voted);
    expect((await admin.post('/profile/polls/vote', { pollId: 2, optionId: 9 })).data.errors).toEqual({
      optionId: [M.choice],
    });
    expect((await admin.post('/profile/polls/vote', { pollId: 9, optionId: 1 })).status).toBe(404);
  });
});
