// The demo users, account settings and profile (docs/demo-api.md, Users; Account settings; Profile).
import type { z } from 'zod/mini';
import type { accountGeneralSchema, accountInfoSchema, passwordChangeSchema } from './schemas/users';

export const USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export type UserPlan = (typeof USER_PLANS)[number];

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_GENDERS = ['male', 'female', 'other'] as const;
export type UserGender = (typeof USER_GENDERS)[number];

export const USER_LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

export const USER_CONTACT_OPTIONS = ['email', 'message', 'phone'] as const;
export type UserContactOption = (typeof USER_CONTACT_OPTIONS)[number];

export const USER_SOCIAL_NETWORKS = ['twitter', 'facebook', 'instagram', 'github', 'codepen', 'slack'] as const;
export type UserSocialNetwork = (typeof USER_SOCIAL_NETWORKS)[number];

export interface UserAddress {
  line1: string;
  line2: string;
  postcode: string;
  city: string;
  state: string;
}

export interface User {
  id: number;
  fullName: string;
  company: string;
  role: UserRole;
  username: string;
  country: string;
  /** A phone number, or ''. */
  contact: string;
  email: string;
  currentPlan: UserPlan;
  status: UserStatus;
  /** An image URL, or '' (the client shows initials). */
  avatar: string;
  // Beyond the theme's record: the edit screen's Information and Social tabs.
  /** 'YYYY-MM-DD' or ''. */
  birthDate: string;
  website: string;
  language: UserLanguage;
  gender: UserGender | '';
  contactOptions: UserContactOption[];
  address: UserAddress;
  social: Record<UserSocialNetwork, string>;
}

/** What add and update accept; every field but fullName and username may be left out. */
export type UserInput = Partial<Omit<User, 'id'>>;

/** GET /api/users/list/data. Filters are exact; `q` searches full name, username and e-mail. */
export interface UserListQuery {
  q?: string;
  role?: UserRole;
  currentPlan?: UserPlan;
  status?: UserStatus;
  /** Default 10. */
  perPage?: number;
  /** 1-based. */
  page?: number;
  /** A field ('fullName', 'email', 'role', 'currentPlan', 'status', 'username'), '-field' for descending. */
  sort?: string;
}

export interface UserListResponse {
  users: User[];
  /** How many match the filters (before paging). */
  total: number;
}

export const USER_ACTIVITY_KINDS = [
  'signedIn',
  'planChanged',
  'profileUpdated',
  'invoicePaid',
  'passwordChanged',
] as const;
export type UserActivityKind = (typeof USER_ACTIVITY_KINDS)[number];

/** One entry of a user's timeline (the client words it from `kind`). */
export interface UserActivity {
  kind: UserActivityKind;
  /** ISO instant. */
  at: string;
}

/** GET /api/users/user?id= (404 when unknown). */
export interface UserResponse {
  user: User;
  /** Beyond the theme: the user's recent activity, newest first. */
  activity: UserActivity[];
}

/** POST /apps/users/add-user → 201, POST /apps/users/update-user → 200. */
export interface UserSavedResponse {
  user: User;
}

export interface AddUserRequest {
  user: UserInput;
}

export interface UpdateUserRequest {
  user: UserInput & { id: number };
}

/** DELETE /apps/users/delete?id= → 200. */
export interface UserDeletedResponse {
  id: number;
}

// ---- Account settings ---------------------------------------------------------------------------------

/** The General tab: avatar ('' or a data URL), username, full name, e-mail and company, as stored. */
export type AccountGeneral = z.output<typeof accountGeneralSchema>;

/** The Info tab: bio, `dob` ('YYYY-MM-DD' or ''), country, website and phone, as stored. */
export type AccountInfo = z.output<ReturnType<typeof accountInfoSchema>>;

export const ACCOUNT_SOCIAL_LINKS = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;
export type AccountSocialLink = (typeof ACCOUNT_SOCIAL_LINKS)[number];

export const ACCOUNT_CONNECTIONS = ['twitter', 'google', 'facebook', 'github'] as const;
export type AccountConnection = (typeof ACCOUNT_CONNECTIONS)[number];

export interface AccountSocial {
  socialLinks: Record<AccountSocialLink, string>;
  /** Connected accounts: the handle, or '' when not connected. */
  connections: Record<AccountConnection, string>;
}

export const ACCOUNT_NOTIFICATIONS = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const;
export type AccountNotification = (typeof ACCOUNT_NOTIFICATIONS)[number];

/** GET /account-setting/data; each POST /account-setting/<tab> answers it whole. */
export interface AccountSettings {
  general: AccountGeneral;
  info: AccountInfo;
  social: AccountSocial;
  notification: Record<AccountNotification, boolean>;
}

/** POST /account-setting/password: the current password must match; the new one 8+ with a letter and a digit. */
export type ChangePasswordRequest = z.input<typeof passwordChangeSchema>;

export const BIO_MAX = 500;

// ---- Profile -------------------------------------------------------------------------------------------

export interface ProfileHeader {
  avatar: string;
  coverImg: string;
  fullName: string;
  designation: string;
}

export interface ProfileAbout {
  about: string;
  /** 'YYYY-MM-DD'. */
  joined: string;
  lives: string;
  email: string;
  website: string;
}

export interface ProfilePerson {
  avatar: string;
  fullName: string;
}

export interface ProfileSuggestedPage extends ProfilePerson {
  id: number;
  subtitle: string;
  favorite: boolean;
}

export interface ProfileTwitterFeed extends ProfilePerson {
  id: number;
  handle: string;
  text: string;
}

export interface ProfileComment extends ProfilePerson {
  id: number;
  comment: string;
  /** ISO instant. */
  at: string;
}

export interface ProfilePost extends ProfilePerson {
  id: number;
  /** ISO instant. */
  postTime: string;
  postText: string;
  postImg: string;
  likes: number;
  /** Whether the signed-in user likes it. */
  youLiked: boolean;
  comments: number;
  share: number;
  likedUsers: ProfilePerson[];
  detailedComments: ProfileComment[];
}

export interface ProfileSuggestion extends ProfilePerson {
  id: number;
  mutualFriend: number;
}

export interface ProfilePollOption {
  id: number;
  text: string;
  votes: number;
}

export interface ProfilePoll {
  id: number;
  question: string;
  options: ProfilePollOption[];
  /** The option the signed-in user voted for, or null. */
  votedOptionId: number | null;
}

/** GET /profile/data: the first page of posts; more with GET /profile/posts. */
export interface ProfileData {
  header: ProfileHeader;
  userAbout: ProfileAbout;
  suggestedPages: ProfileSuggestedPage[];
  twitterFeeds: ProfileTwitterFeed[];
  posts: ProfilePost[];
  postsTotal: number;
  latestPhotos: { id: number; img: string }[];
  suggestions: ProfileSuggestion[];
  polls: ProfilePoll[];
}

/** GET /profile/posts?page&perPage (default perPage 3). */
export interface ProfilePostsResponse {
  posts: ProfilePost[];
  total: number;
}

/** POST /profile/posts/like {postId} toggles; POST /profile/posts/comment {postId, comment} → 201. */
export interface ProfilePostResponse {
  post: ProfilePost;
}

/** POST /profile/polls/vote {pollId, optionId}: once per poll (422 after). */
export interface ProfilePollResponse {
  poll: ProfilePoll;
}

export const PROFILE_POSTS_PER_PAGE = 3;
export const COMMENT_MAX = 1000;
