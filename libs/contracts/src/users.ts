// The demo users, account settings and profile (docs/demo-api.md, Users; Account settings; Profile): the value lists,
// and the types, inferred from the schemas (./schemas/users.ts).
import type { z } from 'zod/mini';
import type * as schemas from './schemas/users';
import { LANGUAGES } from './languages';

export const USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export type UserPlan = (typeof USER_PLANS)[number];

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_GENDERS = ['male', 'female', 'other'] as const;
export type UserGender = (typeof USER_GENDERS)[number];

/** A demo user's language: one the product speaks. */
export const USER_LANGUAGES = LANGUAGES;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

export const USER_CONTACT_OPTIONS = ['email', 'message', 'phone'] as const;
export type UserContactOption = (typeof USER_CONTACT_OPTIONS)[number];

export const USER_SOCIAL_NETWORKS = ['twitter', 'facebook', 'instagram', 'github', 'codepen', 'slack'] as const;
export type UserSocialNetwork = (typeof USER_SOCIAL_NETWORKS)[number];

export type User = z.output<typeof schemas.userSchema>;
export type UserAddress = User['address'];

/** What add and update accept; every field but fullName and username may be left out. */
export type UserInput = Partial<Omit<User, 'id'>>;

/** GET /api/users/list/data. Filters are exact; `q` searches full name, username and e-mail. */
export type UserListQuery = z.input<typeof schemas.userListQuery>;

export type UserListResponse = z.output<typeof schemas.userListResponseSchema>;

export const USER_ACTIVITY_KINDS = [
  'signedIn',
  'planChanged',
  'profileUpdated',
  'invoicePaid',
  'passwordChanged',
] as const;
export type UserActivityKind = (typeof USER_ACTIVITY_KINDS)[number];

/** One entry of a user's timeline (the client words it from `kind`). */
export type UserActivity = z.output<typeof schemas.userActivitySchema>;

/** GET /api/users/user?id= (404 when unknown). */
export type UserResponse = z.output<typeof schemas.userResponseSchema>;

/** POST /apps/users/add-user → 201, POST /apps/users/update-user → 200. */
export type UserSavedResponse = z.output<typeof schemas.userSavedResponseSchema>;

/**
 * The body of POST /apps/users/add-user as the server reads it once checked: a text left out is '' there, a choice
 * left out or blank is not given (the default); fullName, username and email are required.
 */
export type AddUserRequest = z.output<ReturnType<typeof schemas.addUserRequestSchema>>;

/** The body of POST /apps/users/update-user as the server reads it once checked: the id and the fields that change. */
export type UpdateUserRequest = z.output<ReturnType<typeof schemas.updateUserRequestSchema>>;

/** DELETE /apps/users/delete?id= → 200. */
export type UserDeletedResponse = z.output<typeof schemas.userDeletedResponseSchema>;

// ---- Account settings ---------------------------------------------------------------------------------

/** GET /account-setting/data; each POST /account-setting/<tab> answers it whole. */
export type AccountSettings = z.output<typeof schemas.accountSettingsSchema>;

/** The General tab: avatar ('' or a data URL), username, full name, e-mail and company, as stored. */
export type AccountGeneral = AccountSettings['general'];

/** The Info tab: bio, `dob` ('YYYY-MM-DD' or ''), country, website and phone, as stored. */
export type AccountInfo = AccountSettings['info'];

export const ACCOUNT_SOCIAL_LINKS = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;
export type AccountSocialLink = (typeof ACCOUNT_SOCIAL_LINKS)[number];

export const ACCOUNT_CONNECTIONS = ['twitter', 'google', 'facebook', 'github'] as const;
export type AccountConnection = (typeof ACCOUNT_CONNECTIONS)[number];

export type AccountSocial = AccountSettings['social'];

export const ACCOUNT_NOTIFICATIONS = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const;
export type AccountNotification = (typeof ACCOUNT_NOTIFICATIONS)[number];

/** POST /account-setting/password: the current password must match; the new one 8+ with a letter and a digit. */
export type ChangePasswordRequest = z.input<typeof schemas.passwordChangeSchema>;

export const BIO_MAX = 500;

// ---- Profile -------------------------------------------------------------------------------------------

export type ProfileData = z.output<typeof schemas.profileDataSchema>;
export type ProfileHeader = z.output<typeof schemas.profileHeaderSchema>;
export type ProfileAbout = z.output<typeof schemas.profileAboutSchema>;
export type ProfilePerson = z.output<typeof schemas.profilePersonSchema>;
export type ProfileSuggestedPage = z.output<typeof schemas.profileSuggestedPageSchema>;
export type ProfileTwitterFeed = z.output<typeof schemas.profileTwitterFeedSchema>;
export type ProfileComment = z.output<typeof schemas.profileCommentSchema>;
export type ProfilePost = z.output<typeof schemas.profilePostSchema>;
export type ProfileSuggestion = z.output<typeof schemas.profileSuggestionSchema>;
export type ProfilePollOption = z.output<typeof schemas.profilePollOptionSchema>;
export type ProfilePoll = z.output<typeof schemas.profilePollSchema>;

/** GET /profile/posts?page&perPage (default perPage 3). */
export type ProfilePostsResponse = z.output<typeof schemas.profilePostsResponseSchema>;

/** POST /profile/posts/like {postId} toggles; POST /profile/posts/comment {postId, comment} → 201. */
export type ProfilePostResponse = z.output<typeof schemas.profilePostResponseSchema>;

/** POST /profile/polls/vote {pollId, optionId}: once per poll (422 after). */
export type ProfilePollResponse = z.output<typeof schemas.profilePollResponseSchema>;

export const PROFILE_POSTS_PER_PAGE = 3;
export const COMMENT_MAX = 1000;
