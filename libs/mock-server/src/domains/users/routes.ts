// Demo users, account settings and profile (docs/demo-api.md, Users; Account settings; Profile). Decisions:
// - Reads need `read` on Demo and user writes `manage` on Demo (only the admin has them), so a signed-out call
//   is a 401 and a client or agent a 403 (kit/guard.ts). The account settings and the profile belong to the
//   signed-in account: reading and saving them needs `read` on Demo (their screens' ability).
// - List filters are exact and a hand-edited unknown value matches nothing; `q` searches full name, username
//   and e-mail, case-insensitively; `sort` takes a scalar field or '-field', anything else the default (id).
// - Writes are all or nothing: a 422 names every broken field and changes nothing; an unknown id is a 404.
// - The account settings are kept per signed-in account, made from the account on first read; the password
//   tab checks and changes the account's own sign-in password.
// - Likes and votes are per signed-in account: a like toggles, a vote counts once (a second is a 422).
import {
  PROFILE_POSTS_PER_PAGE,
  accountConnectionsSchema,
  accountGeneralSchema,
  accountInfoSchema,
  accountNotificationsSchema,
  accountSocialLinksSchema,
  latestDayOnEarth,
  passwordChangeSchema,
  profileCommentField,
  type AccountSettings,
  type ProfileData,
  type ProfilePoll,
  type ProfilePollResponse,
  type ProfilePost,
  type ProfilePostResponse,
  type ProfilePostsResponse,
  type RuleSchema,
  type SchemaOutput,
  type User,
  type UserListResponse,
  type UserResponse,
  type UserData,
  type UserSavedResponse,
} from '@live-agent/contracts';
import { Response, type Request, type Server } from 'miragejs';
import { guardedRoutes, manage, read } from '../../kit/guard';
import { sorter, pageParams, type Row } from '../../kit/listing';
import { asObject, queryString, readJsonBody } from '../../kit/request';
import { created, notFound, ok, removedById } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';
import { isBlank } from '../../kit/validation';
import type { MockContext } from '../../types';
import { findUserById, type UserRecord } from '../auth/users';
import { USERS_MESSAGES } from './messages';
import { UsersCheck, readUser, withoutStoredAvatar } from './rules';
import { activityOf, buildProfile, type StoredPoll, type StoredPost, type StoredProfile } from './seeds';

const READ = read('Demo');
const MANAGE = manage('Demo');

type Collections = 'appUsers' | 'accountSettings' | 'profilePages' | 'profilePosts' | 'profilePolls';

const EMPTY_USER: Omit<User, 'id'> = {
  fullName: '',
  company: '',
  role: 'subscriber',
  username: '',
  country: '',
  contact: '',
  email: '',
  currentPlan: 'basic',
  status: 'pending',
  avatar: '',
  birthDate: '',
  website: '',
  language: 'en',
  gender: '',
  contactOptions: [],
  address: { line1: '', line2: '', postcode: '', city: '', state: '' },
  social: { twitter: '', facebook: '', instagram: '', github: '', codepen: '', slack: '' },
};

const SORTABLE = ['id', 'fullName', 'username', 'email', 'role', 'currentPlan', 'status', 'company', 'country'];

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

interface StoredSettings extends AccountSettings {
  id: number;
  userId: number;
}

export function usersRoutes(server: Server, ctx: MockContext, clock: () => Date): void {
  const store = new ResourceStore<Collections>(server);
  const users = () => store.all<User>('appUsers');
  // A birth date's "today": the form's too (contracts' latestDayOnEarth), so a day the page's calendar has begun is
  // never refused, wherever the page is.
  const today = () => latestDayOnEarth(clock());
  const signedIn = (request: Request) => {
    const user = ctx.requireUser(request);
    if (user instanceof Response) throw new Error('authed() lets only signed-in requests through');
    return user;
  };

  /** A username or e-mail the body gives that another user has (checked even when other fields are wrong). */
  function uniqueness(check: UsersCheck, raw: unknown, id: number | null): void {
    const input = asObject(raw);
    const given = (field: 'username' | 'email') =>
      typeof input[field] === 'string' && !check.has(field) ? input[field].trim() : '';
    const username = given('username');
    const email = given('email');
    for (const other of store.scan<User>('appUsers')) {
      if (other.id === id) continue;
      if (username && same(other.username, username)) check.add('username', check.m.usernameTaken);
      if (email && same(other.email, email)) check.add('email', check.m.emailTaken);
    }
  }

  function listed(request: Request): User[] {
    const q = (queryString(request, 'q') ?? '').trim().toLowerCase();
    const exact = (name: 'role' | 'currentPlan' | 'status') => queryString(request, name)?.trim() || undefined;
    const role = exact('role');
    const plan = exact('currentPlan');
    const status = exact('status');
    const rows = users().filter(
      (user) =>
        (!q || [user.fullName, user.username, user.email].some((text) => text.toLowerCase().includes(q))) &&
        (!role || user.role === role) &&
        (!plan || user.currentPlan === plan) &&
        (!status || user.status === status),
    );
    const sort = queryString(request, 'sort');
    const field = sort?.replace(/^-/, '');
    return (rows as unknown as Row[]).sort(
      sorter(rows as unknown as Row[], field && SORTABLE.includes(field) ? sort : undefined, 'id'),
    ) as unknown as User[];
  }

  const route = guardedRoutes(server, ctx, READ);
  route.get('/api/users/list/all-data', () => ok<User[]>(users()));

  route.get('/api/users/list/data', (request) => {
    const rows = listed(request);
    const { page, perPage } = pageParams(request, { perPage: 10, maxPerPage: 1000 });
    return ok<UserListResponse>({ users: rows.slice((page - 1) * perPage, page * perPage), total: rows.length });
  });

  route.get('/api/users/user', (request) => {
    const user = store.find<User>('appUsers', queryString(request, 'id'));
    return user ? ok<UserResponse>({ user, activity: activityOf(user.id, clock()) }) : notFound();
  });

  route.post(
    '/apps/users/add-user',
    (request) => {
      const body = asObject(readJsonBody(request));
      const check = new UsersCheck(USERS_MESSAGES.for(request), store);
      const user = readUser(check, body.user, EMPTY_USER, today, true);
      uniqueness(check, body.user, null);
      if (check.failed || !user) return check.response();
      return created<UserSavedResponse>({ user: store.insert<User>('appUsers', user) });
    },
    MANAGE,
  );

  route.post(
    '/apps/users/update-user',
    (request) => {
      const input = asObject(asObject(readJsonBody(request)).user);
      const stored = store.find<User>('appUsers', input.id);
      if (!stored) return notFound();
      const check = new UsersCheck(USERS_MESSAGES.for(request), store);
      const { id, ...base } = stored;
      const user = readUser(check, input, base, today, false);
      uniqueness(check, input, id);
      if (check.failed || !user) return check.response();
      return ok<UserSavedResponse>({ user: store.update<User>('appUsers', id, user) });
    },
    MANAGE,
  );

  route.del(
    '/apps/users/delete',
    (request) =>
      removedById(store.find<User>('appUsers', queryString(request, 'id')), (id) => store.remove('appUsers', id)),
    MANAGE,
  );

  // ---- Account settings -------------------------------------------------------------------------------

  function settingsOf(request: Request): StoredSettings {
    const account = signedIn(request);
    const found = store.all<StoredSettings>('accountSettings').filter((row) => row.userId === account.id)[0];
    if (found) return found;
    const fresh: Omit<StoredSettings, 'id'> = {
      userId: account.id,
      general: {
        avatar: '',
        username: account.username,
        fullName: account.fullName,
        email: account.email,
        company: 'Live Agent',
      },
      info: { bio: '', dob: '', country: 'Portugal', website: '', phone: '' },
      social: {
        socialLinks: {
          twitter: `https://twitter.com/${account.username}`,
          facebook: '',
          google: '',
          linkedIn: '',
          instagram: '',
          quora: '',
        },
        connections: { twitter: `@${account.username}`, google: '', facebook: '', github: account.username },
      },
      notification: {
        commentOnArticle: true,
        answerOnForm: true,
        followMe: false,
        newAnnouncements: true,
        productUpdates: false,
        blogDigest: true,
      },
    };
    return store.insert<StoredSettings>('accountSettings', fresh);
  }

  const present = ({ id: _id, userId: _user, ...settings }: StoredSettings): AccountSettings => settings;

  const saveSettings = (stored: StoredSettings, patch: Partial<AccountSettings>) =>
    ok<AccountSettings>(present(store.update<StoredSettings>('accountSettings', stored.id, patch)));

  route.get('/account-setting/data', (request) => ok<AccountSettings>(present(settingsOf(request))));

  route.post('/account-setting/general', (request) => {
    const stored = settingsOf(request);
    const input = asObject(readJsonBody(request));
    const check = new UsersCheck(USERS_MESSAGES.for(request), store);
    const kept = stored.general.avatar;
    const general = check.parse(accountGeneralSchema, { avatar: '', ...withoutStoredAvatar(input, kept) });
    if (!general) return check.response();
    const avatar = input.avatar === kept ? kept : general.avatar;
    // The name and picture are the account's own: the next sign-in answers them (docs/demo-api.md, Account settings).
    server.db.users.update(signedIn(request).id, { fullName: general.fullName, avatar });
    return saveSettings(stored, { general: { ...general, avatar } });
  });

  route.post('/account-setting/password', (request) => {
    const account = signedIn(request);
    const input = asObject(readJsonBody(request));
    const check = new UsersCheck(USERS_MESSAGES.for(request), store);
    const record = findUserById(server, String(account.id)) as UserRecord;
    const change = check.parse(passwordChangeSchema, input);
    if (!check.has('currentPassword') && input.currentPassword !== record.password)
      check.add('currentPassword', check.m.wrongPassword);
    if (check.failed || !change) return check.response();
    server.db.users.update(record.id, { password: change.newPassword });
    return ok({ changed: true });
  });

  /**
   * A tab's save: `schema` checks the body (or its `key`), and `change` makes the tab's patch of what it gives; a
   * 422 changes nothing.
   */
  const savingTab =
    <Schema extends RuleSchema>(
      schema: Schema,
      change: (given: SchemaOutput<Schema>, stored: StoredSettings) => Partial<AccountSettings>,
      key?: string,
    ) =>
    (request: Request) => {
      const stored = settingsOf(request);
      const body = asObject(readJsonBody(request));
      const check = new UsersCheck(USERS_MESSAGES.for(request), store);
      const given = check.parse(schema, key === undefined ? body : asObject(body[key]));
      if (!given) return check.response();
      return saveSettings(stored, change(given, stored));
    };

  route.post(
    '/account-setting/info',
    savingTab(accountInfoSchema(today), (info) => ({ info })),
  );

  route.post(
    '/account-setting/social',
    savingTab(
      accountSocialLinksSchema,
      (socialLinks, stored) => ({ social: { ...stored.social, socialLinks } }),
      'socialLinks',
    ),
  );

  route.post(
    '/account-setting/connections',
    savingTab(
      accountConnectionsSchema,
      (given, stored) => ({
        social: { ...stored.social, connections: { ...stored.social.connections, ...given } },
      }),
      'connections',
    ),
  );

  route.post(
    '/account-setting/notification',
    savingTab(accountNotificationsSchema, (given, stored) => ({ notification: { ...stored.notification, ...given } })),
  );

  // ---- Profile ----------------------------------------------------------------------------------------

  const postView = (post: StoredPost, accountId: number): ProfilePost => {
    const youLiked = post.likedBy.includes(accountId);
    return {
      id: post.id,
      ...post.author,
      postTime: post.postTime,
      postText: post.postText,
      postImg: post.postImg,
      likes: post.likedUsers.length + post.likedBy.length,
      youLiked,
      comments: post.detailedComments.length,
      share: post.share,
      likedUsers: post.likedUsers,
      detailedComments: post.detailedComments,
    };
  };

  const pollView = (poll: StoredPoll, accountId: number): ProfilePoll => ({
    id: poll.id,
    question: poll.question,
    options: poll.options,
    votedOptionId: poll.votes[String(accountId)] ?? null,
  });

  const postsNewestFirst = () =>
    store.all<StoredPost>('profilePosts').sort((a, b) => b.postTime.localeCompare(a.postTime) || b.id - a.id);

  route.get('/profile/data', (request) => {
    const account = signedIn(request);
    const { id: _id, ...profile } = store.all<StoredProfile & { id: number }>('profilePages')[0];
    const posts = postsNewestFirst();
    return ok<ProfileData>({
      ...profile,
      posts: posts.slice(0, PROFILE_POSTS_PER_PAGE).map((post) => postView(post, account.id)),
      postsTotal: posts.length,
      polls: store.all<StoredPoll>('profilePolls').map((poll) => pollView(poll, account.id)),
    });
  });

  route.get('/profile/posts', (request) => {
    const account = signedIn(request);
    const posts = postsNewestFirst();
    const { page, perPage } = pageParams(request, { perPage: PROFILE_POSTS_PER_PAGE, maxPerPage: 50 });
    return ok<ProfilePostsResponse>({
      posts: posts.slice((page - 1) * perPage, page * perPage).map((post) => postView(post, account.id)),
      total: posts.length,
    });
  });

  /**
   * A profile route on the post or poll the body's `key` names (a 404 when there is none), answered by `answer` with
   * it, the body, the signed-in account and a check in the request's language.
   */
  const onNamed =
    <T>(
      collection: 'profilePosts' | 'profilePolls',
      key: string,
      answer: (found: T, input: Record<string, unknown>, account: UserData, check: UsersCheck) => Response,
    ) =>
    (request: Request) => {
      const account = signedIn(request);
      const input = asObject(readJsonBody(request));
      const found = store.find<T>(collection, input[key]);
      if (!found) return notFound();
      return answer(found, input, account, new UsersCheck(USERS_MESSAGES.for(request), store));
    };

  /** The post with `change` saved, as the account sees it. */
  const savedPost = (post: StoredPost, change: Partial<StoredPost>, account: UserData): ProfilePostResponse => ({
    post: postView(store.update<StoredPost>('profilePosts', post.id, change), account.id),
  });

  route.post(
    '/profile/posts/like',
    onNamed<StoredPost>('profilePosts', 'postId', (post, _input, account) => {
      const likedBy = post.likedBy.includes(account.id)
        ? post.likedBy.filter((id) => id !== account.id)
        : [...post.likedBy, account.id];
      return ok<ProfilePostResponse>(savedPost(post, { likedBy }, account));
    }),
  );

  route.post(
    '/profile/posts/comment',
    onNamed<StoredPost>('profilePosts', 'postId', (post, input, account, check) => {
      const comment = check.parse(profileCommentField(), input.comment, 'comment');
      if (comment === undefined) return check.response();
      const detailedComments = [
        ...post.detailedComments,
        {
          id: post.detailedComments.reduce((max, item) => Math.max(max, item.id), 0) + 1,
          fullName: account.fullName,
          avatar: account.avatar,
          comment,
          at: new Date(Math.max(Date.now(), clock().getTime())).toISOString(),
        },
      ];
      return created<ProfilePostResponse>(savedPost(post, { detailedComments }, account));
    }),
  );

  route.post(
    '/profile/polls/vote',
    onNamed<StoredPoll>('profilePolls', 'pollId', (poll, input, account, check) => {
      const option = poll.options.filter(
        (item) => !isBlank(input.optionId) && String(item.id) === String(input.optionId).trim(),
      )[0];
      if (String(account.id) in poll.votes) check.add('optionId', check.m.alreadyVoted);
      else if (!option) check.add('optionId', check.m.choice);
      if (check.failed) return check.response();
      const options = poll.options.map((item) => (item.id === option.id ? { ...item, votes: item.votes + 1 } : item));
      const updated = store.update<StoredPoll>('profilePolls', poll.id, {
        options,
        votes: { ...poll.votes, [String(account.id)]: option.id },
      });
      return ok<ProfilePollResponse>({ poll: pollView(updated, account.id) });
    }),
  );
}

/** Seeds the profile collections (the users are seeded by seedUsers). */
export function seedProfile(server: Server, now: Date): void {
  const { profile, posts, polls } = buildProfile(now);
  server.db.profilePages.insert(profile);
  server.db.profilePosts.insert(posts);
  server.db.profilePolls.insert(polls);
}
