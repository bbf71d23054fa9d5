// The demo users, account settings and profile (docs/demo-api.md, Users; Account settings; Profile): the bodies,
// which the mock server checks with these and the pages remote's forms build their rules from, and (at the end)
// the answers, as strict objects. Decisions about the bodies:
// - A choice left blank (role, plan, status, language) is "not given": the server keeps the stored value, or the
//   default on add; a blank gender clears it.
// - A birth date is a day ('YYYY-MM-DD'), never an instant, and may not be after the latest day begun anywhere on
//   Earth (latestDayOnEarth of ../rules/formats) on each side's clock (the server its own, the form the page's):
//   the same day for both whatever their zones, so the schemas that hold one are made for a `today`.
// - The avatar's rule (JPG, PNG or GIF of at most 800 KB) is avatarProblem of ../rules/formats, for a chosen file
//   and a data URL alike; keeping the stored picture unchanged is the server's business (it knows what is stored).
import {
  ACCOUNT_CONNECTIONS,
  ACCOUNT_NOTIFICATIONS,
  ACCOUNT_SOCIAL_LINKS,
  BIO_MAX,
  COMMENT_MAX,
  USER_ACTIVITY_KINDS,
  USER_CONTACT_OPTIONS,
  USER_GENDERS,
  USER_LANGUAGES,
  USER_PLANS,
  USER_ROLES,
  USER_SOCIAL_NETWORKS,
  USER_STATUSES,
  type UserContactOption,
} from '../users';
import {
  AVATAR_MAX_BYTES,
  avatarProblem,
  dataUrlPicture,
  isIsoDate,
  isStrongPassword,
  isPhone,
  isUsername,
  isWebAddress,
} from '../rules/formats';
import { email, optionalText, ruleMessage, text, z } from '../rules/schema';
import { removedIdSchema } from './http';

/** The last day a birth date may be ('YYYY-MM-DD', latestDayOnEarth of the clock), asked when one is checked. */
export type IsoDayClock = () => string;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

// ---- Fields ---------------------------------------------------------------------------------------------

export const USER_NAME_MAX = 100;
export const USER_COMPANY_MAX = 100;
export const USER_COUNTRY_MAX = 60;
export const USER_WEB_ADDRESS_MAX = 300;
export const USER_ADDRESS_LINE_MAX = 120;
export const USER_POSTCODE_MAX = 12;
export const ACCOUNT_CONNECTION_MAX = 100;

export const usernameField = () => text({ format: { test: isUsername, key: 'username' } });
export const userPhoneField = () =>
  optionalText({ max: 20, lengthKey: 'phone', format: { test: isPhone, key: 'phone' } });
export const webAddressField = () =>
  optionalText({ max: USER_WEB_ADDRESS_MAX, format: { test: isWebAddress, key: 'url' } });

/** '' or a real day ('YYYY-MM-DD') not after `today`. */
export const birthDateField = (today: IsoDayClock) =>
  optionalText({
    format: { test: isIsoDate, key: 'date' },
    then: [{ test: (value) => value <= today(), key: 'birthDateFuture' }],
  });

const AVATAR_MESSAGE = ruleMessage('avatar', { max: AVATAR_MAX_BYTES / 1024 });

/** '' (initials) or a JPG, PNG or GIF data URL of at most 800 KB. */
export const avatarField = () =>
  z.pipe(
    z.transform((value: unknown) => (isBlank(value) ? '' : value)),
    z.string({ error: AVATAR_MESSAGE }).check(
      z.refine(
        (value: string) => {
          if (value === '') return true;
          const picture = dataUrlPicture(value);
          return picture !== null && avatarProblem(picture) === null;
        },
        { error: AVATAR_MESSAGE },
      ),
    ),
  );

/** One of `values`, or nothing (absent, null or blank give undefined: the caller's default or stored value). */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.transform((value: unknown) => (isBlank(value) ? undefined : value)),
    z.optional(z.enum(values, { error: ruleMessage('choice') })),
  );

/** A gender, or '' when blank. */
const genderField = () =>
  z.pipe(
    z.transform((value: unknown) => (isBlank(value) ? '' : value)),
    z.union([z.literal(''), z.enum(USER_GENDERS)], { error: ruleMessage('choice') }),
  );

/** The ways a user may be contacted, each once, in the given order; blank gives none. */
const contactOptionsField = () =>
  z.pipe(
    z.transform((value: unknown) => (isBlank(value) ? [] : value)),
    z.pipe(
      z.custom<UserContactOption[]>(
        (value) =>
          Array.isArray(value) &&
          value.every((item) => typeof item === 'string' && (USER_CONTACT_OPTIONS as readonly string[]).includes(item)),
        { error: ruleMessage('choice') },
      ),
      z.transform((options: UserContactOption[]) => [...new Set(options)]),
    ),
  );

/** A nested group of the body: blank is not given, anything but an object counts as an empty one. */
const group = <Shape extends z.core.$ZodShape>(schema: z.ZodMiniObject<Shape>) =>
  z.pipe(
    z.transform((value: unknown) =>
      isBlank(value) ? undefined : typeof value === 'object' && !Array.isArray(value) ? value : {},
    ),
    z.optional(schema),
  );

// ---- Users ----------------------------------------------------------------------------------------------

const addressFields = {
  line1: optionalText({ max: USER_ADDRESS_LINE_MAX }),
  line2: optionalText({ max: USER_ADDRESS_LINE_MAX }),
  postcode: optionalText({ max: USER_POSTCODE_MAX }),
  city: optionalText({ max: USER_ADDRESS_LINE_MAX }),
  state: optionalText({ max: USER_ADDRESS_LINE_MAX }),
};

const socialFields = Object.fromEntries(USER_SOCIAL_NETWORKS.map((network) => [network, webAddressField()])) as Record<
  (typeof USER_SOCIAL_NETWORKS)[number],
  ReturnType<typeof webAddressField>
>;

/** A user's postal address: every line optional. */
export const userAddressSchema = z.object(addressFields);
/** A user's social links, each an http(s) address or ''. */
export const userSocialSchema = z.object(socialFields);

const userFields = (today: IsoDayClock) => ({
  fullName: text({ max: USER_NAME_MAX }),
  username: usernameField(),
  email: email(),
  company: optionalText({ max: USER_COMPANY_MAX }),
  country: optionalText({ max: USER_COUNTRY_MAX }),
  contact: userPhoneField(),
  role: optionalChoice(USER_ROLES),
  currentPlan: optionalChoice(USER_PLANS),
  status: optionalChoice(USER_STATUSES),
  avatar: avatarField(),
  birthDate: birthDateField(today),
  website: webAddressField(),
  language: optionalChoice(USER_LANGUAGES),
  gender: genderField(),
  contactOptions: contactOptionsField(),
});

/**
 * A user to add (POST /apps/users/add-user's `user`): full name, username and e-mail required; a blank choice takes
 * its default; every other text may be left out ('').
 */
export const newUserSchema = (today: IsoDayClock) =>
  z.object({
    ...userFields(today),
    address: group(userAddressSchema),
    social: group(userSocialSchema),
  });

/** The changes to a user (POST /apps/users/update-user's `user` but its id): only the fields given, with the same rules. */
export const userChangesSchema = (today: IsoDayClock) =>
  z.partial(
    z.object({
      ...userFields(today),
      address: group(z.partial(userAddressSchema)),
      social: group(z.partial(userSocialSchema)),
    }),
  );

/** The body of POST /apps/users/add-user: the user to add. */
export const addUserRequestSchema = (today: IsoDayClock) => z.object({ user: newUserSchema(today) });

/** The body of POST /apps/users/update-user: the user's id (coerced) and the fields that change. */
export const updateUserRequestSchema = (today: IsoDayClock) =>
  z.object({
    user: z.extend(userChangesSchema(today), {
      id: z.union([z.int(), z.string()]).check(z.describe('The user’s id (coerced).')),
    }),
  });

// ---- Account settings -----------------------------------------------------------------------------------

export const accountGeneralSchema = z.object({
  avatar: avatarField(),
  username: usernameField(),
  fullName: text({ max: USER_NAME_MAX }),
  email: email(),
  company: optionalText({ max: USER_COMPANY_MAX }),
});

export const accountInfoSchema = (today: IsoDayClock) =>
  z.object({
    bio: optionalText({ max: BIO_MAX }),
    dob: birthDateField(today),
    country: optionalText({ max: USER_COUNTRY_MAX }),
    website: webAddressField(),
    phone: userPhoneField(),
  });

/** Every social link, each an http(s) address or ''. */
export const accountSocialLinksSchema = z.object(
  Object.fromEntries(ACCOUNT_SOCIAL_LINKS.map((link) => [link, webAddressField()])) as Record<
    (typeof ACCOUNT_SOCIAL_LINKS)[number],
    ReturnType<typeof webAddressField>
  >,
);

/** The connections given (a handle, or '' to disconnect). */
export const accountConnectionsSchema = z.partial(
  z.object(
    Object.fromEntries(
      ACCOUNT_CONNECTIONS.map((service) => [service, optionalText({ max: ACCOUNT_CONNECTION_MAX })]),
    ) as Record<(typeof ACCOUNT_CONNECTIONS)[number], ReturnType<typeof optionalText>>,
  ),
);

const TRUE = [true, 1, '1', 'true'];
const FALSE = [false, 0, '0', 'false'];
/** A switch: true or false, also as 1/0 or their texts (what a form post sends). */
const flag = () =>
  z.pipe(
    z.transform((value: unknown) =>
      TRUE.includes(value as never) ? true : FALSE.includes(value as never) ? false : value,
    ),
    z.boolean({ error: ruleMessage('boolean') }),
  );

/** The notification switches given. */
export const accountNotificationsSchema = z.partial(
  z.object(
    Object.fromEntries(ACCOUNT_NOTIFICATIONS.map((key) => [key, flag()])) as Record<
      (typeof ACCOUNT_NOTIFICATIONS)[number],
      ReturnType<typeof flag>
    >,
  ),
);

// The password fields' checks do not abort: an aborted field would keep the body's "the two passwords do not match"
// from being said, which the server says whatever else is wrong. Each check lets '' through to "required" instead.

/** A password as typed: never trimmed (a blank is a character like any other); only an empty one is missing. */
const passwordField = () =>
  z.string({ error: ruleMessage('required') }).check(z.minLength(1, { error: ruleMessage('required') }));

/** A new password: 8 to 128 characters with a letter and a digit. */
export const newPasswordField = () =>
  passwordField().check(
    z.refine((value: string) => value === '' || isStrongPassword(value), { error: ruleMessage('passwordRules') }),
  );

/** The confirmation of `newPassword`: the same text. */
export const confirmPasswordField = (newPassword: unknown) =>
  passwordField().check(
    z.refine((value: string) => value === '' || value === newPassword, { error: ruleMessage('passwordMismatch') }),
  );

/** POST /account-setting/password; whether the current password is the account's is the server's to say. */
export const passwordChangeSchema = z
  .object({ currentPassword: passwordField(), newPassword: newPasswordField(), confirmPassword: passwordField() })
  .check(
    z.refine((value) => value.confirmPassword === '' || value.confirmPassword === value.newPassword, {
      error: ruleMessage('passwordMismatch'),
      path: ['confirmPassword'],
      // Said even when another field is wrong, as long as both passwords were typed.
      when: ({ value }) => {
        const body = value as { newPassword?: unknown; confirmPassword?: unknown } | undefined;
        return (
          typeof body?.newPassword === 'string' &&
          typeof body.confirmPassword === 'string' &&
          body.confirmPassword !== ''
        );
      },
    }),
  );

// ---- Profile --------------------------------------------------------------------------------------------

/** POST /profile/posts/comment's text. */
export const profileCommentField = () => text({ max: COMMENT_MAX });

/**
 * The query of GET /api/users/list/data. Not named `…Schema`: a query's fields are the operation's parameters
 * (api/openapi.ts). The filters are exact, and a value off their lists matches nothing (no 422).
 */
export const userListQuery = z.object({
  q: z.optional(z.string().check(z.describe('Case-insensitive, over full name, username and e-mail.'))),
  role: z.optional(z.enum(USER_ROLES)),
  currentPlan: z.optional(z.enum(USER_PLANS)),
  status: z.optional(z.enum(USER_STATUSES)),
  perPage: z.optional(z.int().check(z.gte(1), z.lte(1000), z.describe('Default 10, at most 1,000.'))),
  page: z.optional(z.int().check(z.gte(1), z.describe('1-based (default 1).'))),
  sort: z.optional(
    z
      .string()
      .check(
        z.describe(
          '`field`, or `-field` for descending, of id, fullName, username, email, role, currentPlan, status, company, country; anything else sorts by id.',
        ),
      ),
  ),
});

/** POST /profile/posts/comment: the post and the comment. */
export const profileCommentRequestSchema = z.object({
  postId: z.union([z.int(), z.string()]).check(z.describe('The post’s id (coerced).')),
  comment: profileCommentField(),
});

// ---- Answers (strict objects: a field the contract does not name fails a test) ---------------------------

const about = (description: string) => z.describe(description);
/** One text per key of `keys`. */
const texts = <const Keys extends readonly string[]>(keys: Keys) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<Keys[number], z.ZodMiniString>);
const instant = () => z.string().check(about('ISO instant.'));
const picture = () =>
  z.string().check(about("An image URL (a data: URL in the demo), or '' (the client shows initials)."));

/** A demo user as stored; `birthDate` and what follows it are beyond the theme's record (the edit screen's tabs). */
export const userSchema = z.strictObject({
  id: z.int(),
  fullName: z.string(),
  company: z.string(),
  role: z.enum(USER_ROLES),
  username: z.string(),
  country: z.string(),
  contact: z.string().check(about("A phone number, or ''.")),
  email: z.string(),
  currentPlan: z.enum(USER_PLANS),
  status: z.enum(USER_STATUSES),
  avatar: picture(),
  birthDate: z.string().check(about("'YYYY-MM-DD' or ''.")),
  website: z.string(),
  language: z.enum(USER_LANGUAGES),
  gender: z.union([z.enum(USER_GENDERS), z.literal('')]),
  contactOptions: z.array(z.enum(USER_CONTACT_OPTIONS)),
  address: texts(['line1', 'line2', 'postcode', 'city', 'state'] as const),
  social: texts(USER_SOCIAL_NETWORKS),
});

/** GET /api/users/list/all-data: every user. */
export const allUsersResponseSchema = z.array(userSchema);

/** GET /api/users/list/data: a page of the users the filters match. */
export const userListResponseSchema = z.strictObject({
  users: z.array(userSchema),
  total: z.int().check(about('How many match the filters (before paging).')),
});

/** One entry of a user's timeline (the client words it from `kind`). */
export const userActivitySchema = z.strictObject({ kind: z.enum(USER_ACTIVITY_KINDS), at: instant() });

export const userResponseSchema = z.strictObject({
  user: userSchema,
  activity: z.array(userActivitySchema).check(about('Beyond the theme: the user’s recent activity, newest first.')),
});

/** 201 of add-user, 200 of update-user: the user as stored. */
export const userSavedResponseSchema = z.strictObject({ user: userSchema });

export const userDeletedResponseSchema = removedIdSchema();

/** GET /account-setting/data, and what each tab's save answers: the signed-in account's settings, whole. */
export const accountSettingsSchema = z.strictObject({
  general: z.strictObject({
    avatar: z.string().check(about("'' or a data URL.")),
    username: z.string(),
    fullName: z.string(),
    email: z.string(),
    company: z.string(),
  }),
  info: z.strictObject({
    bio: z.string(),
    dob: z.string().check(about("'YYYY-MM-DD' or ''.")),
    country: z.string(),
    website: z.string(),
    phone: z.string(),
  }),
  social: z.strictObject({
    socialLinks: texts(ACCOUNT_SOCIAL_LINKS),
    connections: texts(ACCOUNT_CONNECTIONS).check(about("Connected accounts: the handle, or '' when not connected.")),
  }),
  notification: z.strictObject(
    Object.fromEntries(ACCOUNT_NOTIFICATIONS.map((key) => [key, z.boolean()])) as Record<
      (typeof ACCOUNT_NOTIFICATIONS)[number],
      z.ZodMiniBoolean
    >,
  ),
});

export const passwordChangedSchema = z.strictObject({ changed: z.literal(true) });

/** Someone on the profile page: a name and a picture. */
export const profilePersonSchema = z.strictObject({ avatar: z.string(), fullName: z.string() });

export const profileHeaderSchema = z.strictObject({
  avatar: z.string(),
  coverImg: z.string(),
  fullName: z.string(),
  designation: z.string(),
});

export const profileAboutSchema = z.strictObject({
  about: z.string(),
  joined: z.string().check(about("'YYYY-MM-DD'.")),
  lives: z.string(),
  email: z.string(),
  website: z.string(),
});

export const profileSuggestedPageSchema = z.extend(profilePersonSchema, {
  id: z.int(),
  subtitle: z.string(),
  favorite: z.boolean(),
});

export const profileTwitterFeedSchema = z.extend(profilePersonSchema, {
  id: z.int(),
  handle: z.string(),
  text: z.string(),
});

export const profileCommentSchema = z.extend(profilePersonSchema, { id: z.int(), comment: z.string(), at: instant() });

export const profilePostSchema = z.extend(profilePersonSchema, {
  id: z.int(),
  postTime: instant(),
  postText: z.string(),
  postImg: z.string().check(about("An image URL, or '' for none.")),
  likes: z.int(),
  youLiked: z.boolean().check(about('Whether the signed-in user likes it.')),
  comments: z.int(),
  share: z.int(),
  likedUsers: z.array(profilePersonSchema),
  detailedComments: z.array(profileCommentSchema),
});

export const profileSuggestionSchema = z.extend(profilePersonSchema, { id: z.int(), mutualFriend: z.int() });

export const profilePollOptionSchema = z.strictObject({ id: z.int(), text: z.string(), votes: z.int() });

export const profilePollSchema = z.strictObject({
  id: z.int(),
  question: z.string(),
  options: z.array(profilePollOptionSchema),
  votedOptionId: z.nullable(z.int()).check(about('The option the signed-in user voted for, or null.')),
});

/** GET /profile/data: the first page of posts; more with GET /profile/posts. */
export const profileDataSchema = z.strictObject({
  header: profileHeaderSchema,
  userAbout: profileAboutSchema,
  suggestedPages: z.array(profileSuggestedPageSchema),
  twitterFeeds: z.array(profileTwitterFeedSchema),
  posts: z.array(profilePostSchema).check(about('The newest posts, newest first.')),
  postsTotal: z.int(),
  latestPhotos: z.array(z.strictObject({ id: z.int(), img: z.string() })),
  suggestions: z.array(profileSuggestionSchema),
  polls: z.array(profilePollSchema),
});

export const profilePostsResponseSchema = z.strictObject({ posts: z.array(profilePostSchema), total: z.int() });

/** A post after a like or a comment. */
export const profilePostResponseSchema = z.strictObject({ post: profilePostSchema });

export const profilePollResponseSchema = z.strictObject({ poll: profilePollSchema });
