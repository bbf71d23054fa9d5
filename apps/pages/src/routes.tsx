// Exposed as `pages/routes`: small on purpose (no page code), so the shell pays little to read it.
// Every screen loads lazily with the features' strings. The demo screens ask for read Demo (the admin); access
// control is where a client lands (read ACL); the sign-in variants are open to anyone (read Auth).
import type { ComponentType } from 'react';
import { lazyPage, type RemoteRoute } from '@live-agent/ui-kit';
import { prefetchCards } from '@live-agent/ui-kit/card-requests';
import { blogAsked, employeesAsked, pagesApi, usersAsked } from './api';
import { ANALYTICS_DASHBOARD, ANALYTICS_SCREEN, STATISTICS_SCREEN } from './features/cards/cardScreens';
import { preloadComponentExamples } from './features/ui/componentExamples';
import { registerFeatureTranslations, registerTranslations } from './i18n';

registerTranslations();

/** A lazy page that waits for the features' strings of the page's language (one chunk per language, fetched beside the first page). */
const page = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazyPage(load, registerFeatureTranslations);

const UserListPage = page(() => import(/* webpackChunkName: "user-list" */ './features/users/UserListPage'));
const UserViewPage = page(() => import(/* webpackChunkName: "user-view" */ './features/users/UserViewPage'));
const AccountSettingsPage = page(
  () => import(/* webpackChunkName: "account-settings" */ './features/account/AccountSettingsPage'),
);
const AccessControlPage = page(
  () => import(/* webpackChunkName: "access-control" */ './features/access-control/AccessControlPage'),
);
const ProfilePage = page(() => import(/* webpackChunkName: "profile" */ './features/profile/ProfilePage'));
const UserEditPage = page(() => import(/* webpackChunkName: "user-edit" */ './features/users/UserEditPage'));
const FaqPage = page(() => import(/* webpackChunkName: "faq" */ './features/faq/FaqPage'));
const KnowledgeBasePage = page(
  () => import(/* webpackChunkName: "knowledge-base" */ './features/knowledge-base/KnowledgeBasePage'),
);
const KnowledgeBaseCategoryPage = page(
  () => import(/* webpackChunkName: "knowledge-base-category" */ './features/knowledge-base/KnowledgeBaseCategoryPage'),
);
const KnowledgeBaseQuestionPage = page(
  () => import(/* webpackChunkName: "knowledge-base-question" */ './features/knowledge-base/KnowledgeBaseQuestionPage'),
);
const PricingPage = page(() => import(/* webpackChunkName: "pricing" */ './features/pricing/PricingPage'));
const ComingSoonPage = page(() => import(/* webpackChunkName: "coming-soon" */ './features/misc/ComingSoonPage'));
const MaintenancePage = page(() => import(/* webpackChunkName: "maintenance" */ './features/misc/MaintenancePage'));
// The three card screens are one module, drawn with their own cards (features/cards/CardsPage.tsx).
const CardsPage = page(() => import(/* webpackChunkName: "cards" */ './features/cards/CardsPage'));
const BlogListPage = page(() => import(/* webpackChunkName: "blog-list" */ './features/blog/BlogListPage'));
const BlogDetailPage = page(() => import(/* webpackChunkName: "blog-detail" */ './features/blog/BlogDetailPage'));
const BlogEditPage = page(() => import(/* webpackChunkName: "blog-edit" */ './features/blog/BlogEditPage'));
const DataTablesPage = page(
  () => import(/* webpackChunkName: "data-tables" */ './features/data-tables/DataTablesPage'),
);
const AutocompletePage = page(
  () => import(/* webpackChunkName: "autocomplete" */ './features/autocomplete/AutocompletePage'),
);
const AuthVariantPage = page(
  () => import(/* webpackChunkName: "auth-variants" */ './features/auth-variants/AuthVariantPage'),
);

// The theme's showcase, one feature folder per family (docs/architecture.md, "The showcase").
const TypographyPage = page(() => import(/* webpackChunkName: "ui-typography" */ './features/ui/TypographyPage'));
const ColorsPage = page(() => import(/* webpackChunkName: "ui-colors" */ './features/ui/ColorsPage'));
const IconsPage = page(() => import(/* webpackChunkName: "ui-icons" */ './features/ui/IconsPage'));
const UiCardsPage = page(() => import(/* webpackChunkName: "ui-cards" */ './features/ui/UiCardsPage'));
const ComponentPage = page(() => import(/* webpackChunkName: "ui-components" */ './features/ui/ComponentPage'));
const ExtensionPage = page(() => import(/* webpackChunkName: "extensions" */ './features/extensions/ExtensionPage'));
const FormElementPage = page(
  () => import(/* webpackChunkName: "form-elements" */ './features/form-elements/FormElementPage'),
);
const FormLayoutPage = page(() => import(/* webpackChunkName: "form-layout" */ './features/forms/FormLayoutPage'));
const WizardPage = page(() => import(/* webpackChunkName: "form-wizard" */ './features/forms/WizardPage'));
const ValidationPage = page(() => import(/* webpackChunkName: "form-validation" */ './features/forms/ValidationPage'));
const RepeaterPage = page(() => import(/* webpackChunkName: "form-repeater" */ './features/forms/RepeaterPage'));
const BasicTablesPage = page(() => import(/* webpackChunkName: "tables-basic" */ './features/tables/BasicTablesPage'));
const AdvancedTablesPage = page(
  () => import(/* webpackChunkName: "tables-advanced" */ './features/tables/AdvancedTablesPage'),
);
const ChartFamilyPage = page(() => import(/* webpackChunkName: "charts" */ './features/charts/ChartFamilyPage'));
const WorldMapPage = page(() => import(/* webpackChunkName: "maps-world" */ './features/maps/WorldMapPage'));
const MarkersMapPage = page(() => import(/* webpackChunkName: "maps-markers" */ './features/maps/MarkersMapPage'));

/** The search a help-centre screen asks for, as its page reads it from the URL (`q`, trimmed). */
const searched = (search: URLSearchParams) => (search.get('q') ?? '').trim();

export const routes: RemoteRoute[] = [
  {
    path: '/dashboard/analytics',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.analytics',
      prefetch: () => prefetchCards(ANALYTICS_DASHBOARD),
    },
    element: <CardsPage screen="dashboard" />,
  },
  {
    path: '/apps/user/list',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.userList',
      prefetch: ({ search }) => [
        pagesApi.util.prefetch('users', usersAsked(search), {}),
        pagesApi.util.prefetch('allUsers', undefined, {}),
      ],
    },
    element: <UserListPage />,
  },
  {
    path: '/apps/user/view/:id',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.userView',
      prefetch: ({ params }) => [pagesApi.util.prefetch('user', params.id!, {})],
    },
    element: <UserViewPage />,
  },
  {
    path: '/apps/user/edit/:id',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.userEdit',
      prefetch: ({ params }) => [pagesApi.util.prefetch('user', params.id!, {})],
    },
    element: <UserEditPage />,
  },
  {
    path: '/pages/account-settings',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.accountSettings',
      prefetch: () => [pagesApi.util.prefetch('accountSettings', undefined, {})],
    },
    element: <AccountSettingsPage />,
  },
  {
    path: '/pages/profile',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.profile',
      prefetch: () => [pagesApi.util.prefetch('profile', undefined, {})],
    },
    element: <ProfilePage />,
  },
  {
    path: '/pages/faq',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.faq',
      prefetch: ({ search }) => [pagesApi.util.prefetch('faq', { q: searched(search) }, {})],
    },
    element: <FaqPage />,
  },
  {
    path: '/pages/knowledge-base',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.knowledgeBase',
      prefetch: ({ search }) => [pagesApi.util.prefetch('knowledgeBase', { q: searched(search) }, {})],
    },
    element: <KnowledgeBasePage />,
  },
  {
    path: '/pages/knowledge-base/:category',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.knowledgeBaseCategory',
      prefetch: ({ params }) => [pagesApi.util.prefetch('knowledgeBaseCategory', { category: params.category! }, {})],
    },
    element: <KnowledgeBaseCategoryPage />,
  },
  {
    path: '/pages/knowledge-base/:category/:question',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.knowledgeBaseQuestion',
      prefetch: ({ params }) => [
        pagesApi.util.prefetch('knowledgeBaseQuestion', { category: params.category!, question: params.question! }, {}),
      ],
    },
    element: <KnowledgeBaseQuestionPage />,
  },
  {
    path: '/pages/pricing',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.pricing',
      prefetch: () => [pagesApi.util.prefetch('pricing', undefined, {})],
    },
    element: <PricingPage />,
  },
  {
    path: '/pages/blog/list',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.blogList',
      prefetch: ({ search }) => [
        pagesApi.util.prefetch('blogList', blogAsked(search), {}),
        pagesApi.util.prefetch('blogSidebar', undefined, {}),
      ],
    },
    element: <BlogListPage />,
  },
  {
    path: '/pages/blog/detail/:id',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.blogDetail',
      prefetch: ({ params }) => [pagesApi.util.prefetch('blogDetail', params.id!, {})],
    },
    element: <BlogDetailPage />,
  },
  {
    path: '/pages/blog/edit/:id',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.blogEdit',
      prefetch: ({ params }) => [pagesApi.util.prefetch('blogEdit', params.id!, {})],
    },
    element: <BlogEditPage />,
  },
  {
    path: '/misc/coming-soon',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.comingSoon',
      prefetch: () => [pagesApi.util.prefetch('comingSoon', undefined, {})],
    },
    element: <ComingSoonPage />,
  },
  {
    path: '/misc/maintenance',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.maintenance' },
    element: <MaintenancePage />,
  },
  {
    path: '/access-control',
    handle: { ability: { action: 'read', subject: 'ACL' }, titleKey: 'screens.accessControl' },
    element: <AccessControlPage />,
  },
  {
    path: '/cards/statistics',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.statisticsCards',
      prefetch: () => prefetchCards(STATISTICS_SCREEN),
    },
    element: <CardsPage screen="statistics" />,
  },
  {
    path: '/cards/analytics',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.analyticsCards',
      prefetch: () => prefetchCards(ANALYTICS_SCREEN),
    },
    element: <CardsPage screen="analytics" />,
  },
  // The sign-in variants: open signed out, drawn without the app's layout (the shell's BLANK_LAYOUT_PATHS).
  {
    path: '/pages/login-v1',
    handle: { ability: { action: 'read', subject: 'Auth' }, titleKey: 'authVariants.titles.loginV1', layout: 'blank' },
    element: <AuthVariantPage kind="login" variant="v1" />,
  },
  {
    path: '/pages/login-v2',
    handle: { ability: { action: 'read', subject: 'Auth' }, titleKey: 'authVariants.titles.loginV2', layout: 'blank' },
    element: <AuthVariantPage kind="login" variant="v2" />,
  },
  {
    path: '/pages/register-v1',
    handle: {
      ability: { action: 'read', subject: 'Auth' },
      titleKey: 'authVariants.titles.registerV1',
      layout: 'blank',
    },
    element: <AuthVariantPage kind="register" variant="v1" />,
  },
  {
    path: '/pages/register-v2',
    handle: {
      ability: { action: 'read', subject: 'Auth' },
      titleKey: 'authVariants.titles.registerV2',
      layout: 'blank',
    },
    element: <AuthVariantPage kind="register" variant="v2" />,
  },
  {
    path: '/pages/forgot-password-v1',
    handle: {
      ability: { action: 'read', subject: 'Auth' },
      titleKey: 'authVariants.titles.forgotPasswordV1',
      layout: 'blank',
    },
    element: <AuthVariantPage kind="forgotPassword" variant="v1" />,
  },
  {
    path: '/pages/forgot-password-v2',
    handle: {
      ability: { action: 'read', subject: 'Auth' },
      titleKey: 'authVariants.titles.forgotPasswordV2',
      layout: 'blank',
    },
    element: <AuthVariantPage kind="forgotPassword" variant="v2" />,
  },
  {
    path: '/pages/reset-password-v1',
    handle: {
      ability: { action: 'read', subject: 'Auth' },
      titleKey: 'authVariants.titles.resetPasswordV1',
      layout: 'blank',
    },
    element: <AuthVariantPage kind="resetPassword" variant="v1" />,
  },
  {
    path: '/pages/reset-password-v2',
    handle: {
      ability: { action: 'read', subject: 'Auth' },
      titleKey: 'authVariants.titles.resetPasswordV2',
      layout: 'blank',
    },
    element: <AuthVariantPage kind="resetPassword" variant="v2" />,
  },
  {
    path: '/tables/data-tables',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.dataTables',
      prefetch: ({ search }) => [
        pagesApi.util.prefetch('employees', undefined, {}),
        pagesApi.util.prefetch('employeesPage', employeesAsked(search), {}),
      ],
    },
    element: <DataTablesPage />,
  },
  {
    path: '/forms/autocomplete',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.autocomplete',
      prefetch: () => [pagesApi.util.prefetch('autocomplete', undefined, {})],
    },
    element: <AutocompletePage />,
  },
  {
    path: '/ui/typography',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.uiTypography' },
    element: <TypographyPage />,
  },
  {
    path: '/ui/colors',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.uiColors' },
    element: <ColorsPage />,
  },
  {
    path: '/ui/icons',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.uiIcons' },
    element: <IconsPage />,
  },
  {
    path: '/ui/cards',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.uiCards' },
    element: <UiCardsPage />,
  },
  {
    path: '/ui/components/:name',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.uiComponents',
      // The component's examples beside the page, not after it has rendered.
      preload: ({ params }) => preloadComponentExamples(params.name),
    },
    element: <ComponentPage />,
  },
  {
    path: '/extensions/:name',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.extensions' },
    element: <ExtensionPage />,
  },
  {
    path: '/forms/elements/:name',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.formElements' },
    element: <FormElementPage />,
  },
  {
    path: '/forms/layout',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.formLayout' },
    element: <FormLayoutPage />,
  },
  {
    path: '/forms/wizard',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.formWizard' },
    element: <WizardPage />,
  },
  {
    path: '/forms/validation',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.formValidation' },
    element: <ValidationPage />,
  },
  {
    path: '/forms/repeater',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.formRepeater' },
    element: <RepeaterPage />,
  },
  {
    path: '/tables/basic',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.tablesBasic' },
    element: <BasicTablesPage />,
  },
  {
    path: '/tables/advanced',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.tablesAdvanced' },
    element: <AdvancedTablesPage />,
  },
  {
    path: '/charts/:family',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.charts' },
    element: <ChartFamilyPage />,
  },
  {
    path: '/maps/world',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.mapsWorld' },
    element: <WorldMapPage />,
  },
  {
    path: '/maps/markers',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.mapsMarkers' },
    element: <MarkersMapPage />,
  },
];

/** The screen the menu opens first, fetched by the shell on the user's intent (RemoteRoutesModule.preload). */
export const preload = () => CardsPage.preload();
