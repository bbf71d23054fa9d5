// The demo users, account settings and profile (docs/demo-api.md, Users; Account settings; Profile): every one
// needs a user allowed to read the Demo screens, and the user writes (add, update, delete) to manage them. The
// account settings and the profile are the signed-in account's own.
import * as schemas from '../schemas/users';
import { z } from '../rules/schema';
import { endpointsOn, manage, read, type Endpoint } from './endpoint';

const READ = [read('Demo')];
const MANAGE = [manage('Demo')];
const about = (description: string) => z.describe(description);
const id = (what: string) => z.union([z.int(), z.string()]).check(about(`The ${what}’s id (coerced).`));
/** The document's "today" for the birth-date rules: the server checks against its own clock. */
const today = () => new Date().toISOString().slice(0, 10);
const userId = z.object({ id: id('user') });

const { del, get, post } = endpointsOn('demo', READ);

export const USER_ENDPOINTS: Endpoint[] = [
  get('/api/users/list/all-data', 'Every user', { responses: { 200: schemas.allUsersResponseSchema } }),
  get('/api/users/list/data', 'A page of the users the filters match, with their count', {
    query: schemas.userListQuery,
    responses: { 200: schemas.userListResponseSchema },
  }),
  get('/api/users/user', 'One user, with their recent activity', {
    query: userId,
    responses: { 200: schemas.userResponseSchema },
    notFound: true,
  }),
  post('/apps/users/add-user', 'Adds a user (a new id, never reused); a blank role, plan or status takes its default', {
    access: MANAGE,
    body: schemas.addUserRequestSchema(today),
    responses: { 201: schemas.userSavedResponseSchema },
  }),
  post('/apps/users/update-user', 'Changes the given fields of a user (the stored picture sent back is kept as is)', {
    access: MANAGE,
    body: schemas.updateUserRequestSchema(today),
    responses: { 200: schemas.userSavedResponseSchema },
    notFound: true,
  }),
  del('/apps/users/delete', 'Deletes a user', {
    access: MANAGE,
    query: userId,
    responses: { 200: schemas.userDeletedResponseSchema },
    notFound: true,
  }),
  get('/account-setting/data', 'The signed-in account’s settings (made from the account on first read)', {
    responses: { 200: schemas.accountSettingsSchema },
  }),
  post(
    '/account-setting/general',
    'Saves the General tab (the username and e-mail are not checked for uniqueness); answers every tab',
    { body: schemas.accountGeneralSchema, responses: { 200: schemas.accountSettingsSchema } },
  ),
  post('/account-setting/password', 'Changes the account’s sign-in password, given the current one', {
    body: schemas.passwordChangeSchema,
    responses: { 200: schemas.passwordChangedSchema },
  }),
  post('/account-setting/info', 'Saves the Info tab; answers every tab', {
    body: schemas.accountInfoSchema(today),
    responses: { 200: schemas.accountSettingsSchema },
  }),
  post('/account-setting/social', 'Saves the social links (every one); answers every tab', {
    body: z.object({ socialLinks: schemas.accountSocialLinksSchema }),
    responses: { 200: schemas.accountSettingsSchema },
  }),
  post('/account-setting/connections', "Saves the connections given (`''` disconnects); answers every tab", {
    body: z.object({ connections: schemas.accountConnectionsSchema }),
    responses: { 200: schemas.accountSettingsSchema },
  }),
  post('/account-setting/notification', 'Saves the notification switches given; answers every tab', {
    body: schemas.accountNotificationsSchema,
    responses: { 200: schemas.accountSettingsSchema },
  }),
  get('/profile/data', 'The profile page, with its newest posts and the polls as the signed-in account sees them', {
    responses: { 200: schemas.profileDataSchema },
  }),
  get('/profile/posts', 'A page of the profile’s posts, newest first (“Load more”)', {
    query: z.object({
      page: z.optional(z.int().check(z.gte(1), about('1-based (default 1).'))),
      perPage: z.optional(z.int().check(z.gte(1), z.lte(50), about('Default 3, at most 50.'))),
    }),
    responses: { 200: schemas.profilePostsResponseSchema },
  }),
  post('/profile/posts/like', 'Toggles the signed-in account’s like of a post', {
    body: z.object({ postId: id('post') }),
    responses: { 200: schemas.profilePostResponseSchema },
    notFound: true,
  }),
  post('/profile/posts/comment', 'Comments on a post as the signed-in account', {
    body: schemas.profileCommentRequestSchema,
    responses: { 201: schemas.profilePostResponseSchema },
    notFound: true,
  }),
  post(
    '/profile/polls/vote',
    'Votes in a poll, once per account (a second vote, or an unknown option, is a 422 on `optionId`)',
    {
      body: z.object({ pollId: id('poll'), optionId: id('option') }),
      responses: { 200: schemas.profilePollResponseSchema },
      notFound: true,
    },
  ),
];
