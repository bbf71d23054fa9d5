// The demo users, account settings and profile bodies (docs/demo-api.md, Users; Account settings; Profile). The
// mock server checks each body with these and the pages remote's forms build their rules from the same fields.
// Decisions:
// - A choice left blank (role, plan, status, language) is "not given": the server keeps the stored value, or the
//   default on add; a blank gender clears it.
// - A birth date is checked against "today" as each side knows it (the server its clock, the form the page's), so
//   the schemas that hold one are made for a `today`.
// - The avatar's rule (JPG, PNG or GIF of at most 800 KB) is avatarProblem of ../rules/formats, for a chosen file
//   and a data URL alike; keeping the stored picture unchanged is the server's business (it knows what is stored).
import {
  ACCOUNT_CONNECTIONS,
  ACCOUNT_NOTIFICATIONS,
  ACCOUNT_SOCIAL_LINKS,
  BIO_MAX,
  COMMENT_MAX,
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

/** Today as 'YYYY-MM-DD', asked when a date is checked. */
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
