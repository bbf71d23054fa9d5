// The pages remote's server data: its endpoints on the page's one API slice (docs/architecture.md, "Server data").
// The help centre (FAQ, knowledge base), pricing and the launch moment are plain reads of the demo API
// (docs/demo-api.md). Writes say what they change: a user's save refreshes the user lists and that user, a blog
// save or comment the blog list and that post, an account tab's save takes the settings it answers.
import {
  BLOG_CATEGORIES,
  BLOG_PER_PAGE,
  PROFILE_POSTS_PER_PAGE,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
  type AccountSettings,
  type AutocompleteData,
  type BlogCommentInput,
  type BlogCommentResponse,
  type BlogDetail,
  type BlogEditData,
  type BlogEditInput,
  type BlogListQuery,
  type BlogListResponse,
  type BlogSidebar,
  type EmployeePage,
  type EmployeeQuery,
  type EmployeeRow,
  type NotifyResponse,
  type ProfileData,
  type ProfilePollResponse,
  type ProfilePost,
  type ProfilePostResponse,
  type ProfilePostsResponse,
  type User,
  type UserDeletedResponse,
  type UserInput,
  type UserListQuery,
  type UserListResponse,
  type UserResponse,
  type UserSavedResponse,
  type ComingSoonData,
  FaqData,
  KnowledgeBaseCard,
  KnowledgeBaseCategory,
  KnowledgeBaseQuestion,
  PricingData,
} from '@live-agent/contracts';
import { api } from '@live-agent/store/api';
import { DEFAULT_LIST_PARAMS, PAGE_SIZE_OPTIONS, readUrlState, urlParam } from '@live-agent/ui-kit';

// The list screens' parameters in the URL (defaults left out of it). Their screens and their routes' prefetch read
// the question from the URL the same way (the `…Asked` functions), so the prefetch and the screen are one request.

const USER_SORTS = ['fullName', 'username', 'email', 'role', 'currentPlan', 'status'].flatMap((field) => [
  field,
  `-${field}`,
]);
export const USERS_URL = {
  q: urlParam.text(),
  role: urlParam.oneOf(USER_ROLES, null),
  currentPlan: urlParam.oneOf(USER_PLANS, null),
  status: urlParam.oneOf(USER_STATUSES, null),
  page: urlParam.integer(1),
  perPage: urlParam.integer(DEFAULT_LIST_PARAMS.perPage, { allowed: PAGE_SIZE_OPTIONS }),
  sort: urlParam.oneOf(USER_SORTS, ''),
};
/** The users page a URL asks for (blank search, empty sort and unset filters are left out by the base query). */
export const usersAsked = (search: URLSearchParams): UserListQuery => {
  const { q, ...rest } = readUrlState(search, USERS_URL);
  return { ...rest, q: q.trim() } as UserListQuery;
};

export const BLOG_URL = { q: urlParam.text(), tag: urlParam.oneOf(BLOG_CATEGORIES, null), page: urlParam.integer(1) };
export const blogAsked = (search: URLSearchParams): BlogListQuery => {
  const { q, tag, page } = readUrlState(search, BLOG_URL);
  return { q: q.trim(), tag: tag ?? undefined, page, perPage: BLOG_PER_PAGE };
};

export const EMPLOYEES_URL = {
  q: urlParam.text(),
  page: urlParam.integer(1),
  perPage: urlParam.integer(DEFAULT_LIST_PARAMS.perPage, { allowed: PAGE_SIZE_OPTIONS }),
};
export const employeesAsked = (search: URLSearchParams): EmployeeQuery => {
  const { q, page, perPage } = readUrlState(search, EMPLOYEES_URL);
  return { q: q.trim(), page, perPage };
};

export const ACCOUNT_TABS = ['general', 'password', 'info', 'social', 'connections', 'notifications'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
const ACCOUNT_PATHS: Record<AccountTab, string> = {
  general: '/account-setting/general',
  password: '/account-setting/password',
  info: '/account-setting/info',
  social: '/account-setting/social',
  connections: '/account-setting/connections',
  notifications: '/account-setting/notification',
};

const LIST = 'LIST';

/** What a write to one record makes stale once it went through: the lists it stands in, and the record itself. */
const listAndRecord = <Type extends 'User' | 'BlogPost'>(type: Type, id: number) => [
  { type, id: LIST },
  { type, id: String(id) },
];

/** `post` as the server answered it, in the profile page's feed. */
const postAnswered = (post: ProfilePost) =>
  pagesApi.util.updateQueryData('profile', undefined, (page) => {
    const index = page.posts.findIndex((item) => item.id === post.id);
    if (index >= 0) page.posts[index] = post;
  });

export const pagesApi = api.enhanceEndpoints({ addTagTypes: ['User', 'BlogPost'] }).injectEndpoints({
  endpoints: (build) => ({
    faq: build.query<FaqData, { q: string }>({ query: (params) => ({ url: '/faq/data', params }) }),
    knowledgeBase: build.query<KnowledgeBaseCard[], { q: string }>({
      query: (params) => ({ url: '/faq/data/knowledge_base', params }),
    }),
    knowledgeBaseCategory: build.query<KnowledgeBaseCategory, { category: string }>({
      query: (params) => ({ url: '/faq/data/category', params }),
    }),
    knowledgeBaseQuestion: build.query<KnowledgeBaseQuestion, { category: string; question: string }>({
      query: (params) => ({ url: '/faq/data/question', params }),
    }),
    pricing: build.query<PricingData, void>({ query: () => '/pricing/data' }),
    comingSoon: build.query<ComingSoonData, void>({ query: () => '/misc/coming-soon' }),
    notifyMe: build.mutation<NotifyResponse, string>({
      query: (email) => ({ url: '/misc/notify', method: 'POST', body: { email } }),
    }),

    // Users: a page of the list, every user (the statistics), one user with their activity.
    users: build.query<UserListResponse, UserListQuery>({
      query: (params) => ({ url: '/api/users/list/data', params }),
      providesTags: [{ type: 'User', id: LIST }],
    }),
    allUsers: build.query<User[], void>({
      query: () => '/api/users/list/all-data',
      providesTags: [{ type: 'User', id: LIST }],
    }),
    user: build.query<UserResponse, string>({
      query: (id) => ({ url: '/api/users/user', params: { id } }),
      providesTags: (_answer, _failure, id) => [{ type: 'User', id }],
    }),
    addUser: build.mutation<User, UserInput>({
      query: (user) => ({ url: '/apps/users/add-user', method: 'POST', body: { user } }),
      transformResponse: (answer: UserSavedResponse) => answer.user,
      invalidatesTags: (user) => (user ? [{ type: 'User', id: LIST }] : []),
    }),
    updateUser: build.mutation<User, UserInput & { id: number }>({
      query: (user) => ({ url: '/apps/users/update-user', method: 'POST', body: { user } }),
      transformResponse: (answer: UserSavedResponse) => answer.user,
      invalidatesTags: (user, _failure, { id }) => (user ? listAndRecord('User', id) : []),
    }),
    deleteUser: build.mutation<UserDeletedResponse, number>({
      query: (id) => ({ url: '/apps/users/delete', method: 'DELETE', params: { id } }),
      invalidatesTags: (answer, _failure, id) => (answer ? listAndRecord('User', id) : []),
    }),

    // The blog: the list by search, tag and page; the sidebar; a post to read and to edit.
    blogList: build.query<BlogListResponse, BlogListQuery>({
      query: (params) => ({ url: '/blog/list/data', params }),
      providesTags: [{ type: 'BlogPost', id: LIST }],
    }),
    blogSidebar: build.query<BlogSidebar, void>({
      query: () => '/blog/list/data/sidebar',
      providesTags: [{ type: 'BlogPost', id: LIST }],
    }),
    blogDetail: build.query<BlogDetail, string>({
      query: (id) => ({ url: '/blog/list/data/detail', params: { id } }),
      providesTags: (_answer, _failure, id) => [{ type: 'BlogPost', id }],
    }),
    blogEdit: build.query<BlogEditData, string>({
      query: (id) => ({ url: '/blog/list/data/edit', params: { id } }),
    }),
    saveBlogPost: build.mutation<BlogEditData, BlogEditInput>({
      query: (post) => ({ url: '/blog/list/data/edit', method: 'POST', body: post }),
      invalidatesTags: (answer, _failure, { id }) => (answer ? listAndRecord('BlogPost', id) : []),
      // The form shows what the server kept: its answer is the post as edited.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(pagesApi.util.upsertQueryData('blogEdit', String(id), data));
      },
    }),
    commentBlogPost: build.mutation<BlogCommentResponse, BlogCommentInput>({
      query: (comment) => ({ url: '/blog/list/data/comment', method: 'POST', body: comment }),
      invalidatesTags: (answer, _failure, { postId }) => (answer ? listAndRecord('BlogPost', postId) : []),
    }),

    // The data-table demos: every employee row (client-side table), one page of the server-side search.
    employees: build.query<EmployeeRow[], void>({ query: () => '/api/datatables/initial-data' }),
    employeesPage: build.query<EmployeePage, EmployeeQuery>({
      query: (params) => ({ url: '/api/datatables/data', params }),
    }),

    autocomplete: build.query<AutocompleteData, void>({ query: () => '/api/autocomplete/data' }),

    // Account settings: one read; each tab saves on its own and answers the whole settings (the password tab
    // answers nothing worth keeping), which become the settings shown (useAccountTab).
    accountSettings: build.query<AccountSettings, void>({ query: () => '/account-setting/data' }),
    saveAccountTab: build.mutation<AccountSettings | null, { tab: AccountTab; values: object }>({
      query: ({ tab, values }) => ({ url: ACCOUNT_PATHS[tab], method: 'POST', body: values }),
      transformResponse: (answer: AccountSettings | null, _meta, { tab }) => (tab === 'password' ? null : answer),
    }),

    // The profile page: its first posts come with it; "Load more" adds the next page to its feed; a like shows at
    // once (put back if the server refuses); a comment or a vote takes the post or poll the server answers.
    profile: build.query<ProfileData, void>({ query: () => '/profile/data' }),
    profilePosts: build.query<ProfilePostsResponse, number>({
      query: (page) => ({ url: '/profile/posts', params: { page, perPage: PROFILE_POSTS_PER_PAGE } }),
      async onQueryStarted(_page, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(
            pagesApi.util.updateQueryData('profile', undefined, (page) => {
              const known = new Set(page.posts.map((post) => post.id));
              page.posts.push(...data.posts.filter((post) => !known.has(post.id)));
              page.postsTotal = data.total;
            }),
          );
      },
    }),
    likeProfilePost: build.mutation<ProfilePostResponse, number>({
      query: (postId) => ({ url: '/profile/posts/like', method: 'POST', body: { postId } }),
      async onQueryStarted(postId, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          pagesApi.util.updateQueryData('profile', undefined, (page) => {
            const post = page.posts.find((item) => item.id === postId);
            if (!post) return;
            post.youLiked = !post.youLiked;
            post.likes += post.youLiked ? 1 : -1;
          }),
        );
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(postAnswered(data.post));
        else patch.undo();
      },
    }),
    commentProfilePost: build.mutation<ProfilePostResponse, { postId: number; comment: string }>({
      query: (body) => ({ url: '/profile/posts/comment', method: 'POST', body }),
      async onQueryStarted(_comment, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(postAnswered(data.post));
      },
    }),
    voteProfilePoll: build.mutation<ProfilePollResponse, { pollId: number; optionId: number }>({
      query: (body) => ({ url: '/profile/polls/vote', method: 'POST', body }),
      async onQueryStarted(_vote, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(
            pagesApi.util.updateQueryData('profile', undefined, (page) => {
              page.polls = page.polls.map((poll) => (poll.id === data.poll.id ? data.poll : poll));
            }),
          );
      },
    }),
  }),
});

export const {
  useFaqQuery,
  useKnowledgeBaseQuery,
  useKnowledgeBaseCategoryQuery,
  useKnowledgeBaseQuestionQuery,
  usePricingQuery,
  useComingSoonQuery,
  useNotifyMeMutation,
  useUsersQuery,
  useLazyUsersQuery,
  useAllUsersQuery,
  useUserQuery,
  useAddUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useBlogListQuery,
  useBlogSidebarQuery,
  useBlogDetailQuery,
  useBlogEditQuery,
  useSaveBlogPostMutation,
  useCommentBlogPostMutation,
  useEmployeesQuery,
  useEmployeesPageQuery,
  useAutocompleteQuery,
  useAccountSettingsQuery,
  useSaveAccountTabMutation,
  useProfileQuery,
  useLazyProfilePostsQuery,
  useLikeProfilePostMutation,
  useCommentProfilePostMutation,
  useVoteProfilePollMutation,
} = pagesApi;
