// Exposed as `commerceInvoice/routes`: small on purpose (no page code), so the shell pays little to read it.
import { lazy, type ComponentType } from 'react';
import { lazyPage, readUrlState, type RemoteRoute } from '@live-agent/ui-kit';
import { prefetchCards } from '@live-agent/ui-kit/card-requests';
import { commerceApi } from './api';
import { DASHBOARD_CARDS } from './features/dashboard/dashboardCards';
import { ORDERS_URL, SHOP_URL, toQuery } from './features/ecommerce/shopQuery';
import { INVOICE_LIST_URL, listQuery } from './features/invoice/invoiceQuery';
import { registerFeatureTranslations, registerTranslations } from './i18n';

registerTranslations();

/** A lazy page that waits for the features' strings of the page's language (one chunk per language, fetched beside the first page). */
const withStrings = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazyPage(load, registerFeatureTranslations);

const DashboardPage = lazyPage(
  () => import(/* webpackChunkName: "ecommerce-dashboard" */ './features/dashboard/DashboardPage'),
);
const ShopPage = lazy(() => import(/* webpackChunkName: "shop" */ './features/ecommerce/ShopPage'));
const ProductDetailPage = lazy(
  () => import(/* webpackChunkName: "product-detail" */ './features/ecommerce/ProductDetailPage'),
);
const WishlistPage = lazy(() => import(/* webpackChunkName: "wishlist" */ './features/ecommerce/WishlistPage'));
const CheckoutPage = lazy(() => import(/* webpackChunkName: "checkout" */ './features/ecommerce/CheckoutPage'));
const OrdersPage = lazy(() => import(/* webpackChunkName: "orders" */ './features/ecommerce/OrdersPage'));
const OrderDetailPage = lazy(
  () => import(/* webpackChunkName: "order-detail" */ './features/ecommerce/OrderDetailPage'),
);
const InvoiceListPage = withStrings(
  () => import(/* webpackChunkName: "invoice-list" */ './features/invoice/InvoiceListPage'),
);
const InvoicePreviewPage = withStrings(
  () => import(/* webpackChunkName: "invoice-preview" */ './features/invoice/InvoicePreviewPage'),
);
const InvoiceEditPage = withStrings(
  () => import(/* webpackChunkName: "invoice-edit" */ './features/invoice/InvoiceEditPage'),
);
const InvoiceAddPage = withStrings(
  () => import(/* webpackChunkName: "invoice-add" */ './features/invoice/InvoiceAddPage'),
);

/** What every invoice document shows (its issuer) and every invoice form offers (the clients). */
const issuer = () => commerceApi.util.prefetch('invoiceIssuer', undefined, {});
const clients = () => commerceApi.util.prefetch('invoiceClients', undefined, {});

export const routes: RemoteRoute[] = [
  {
    path: '/',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.ecommerceDashboard',
      prefetch: () => prefetchCards(DASHBOARD_CARDS),
    },
    element: <DashboardPage />,
  },
  {
    path: '/apps/ecommerce/shop',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.shop',
      prefetch: ({ search }) => [commerceApi.util.prefetch('products', toQuery(readUrlState(search, SHOP_URL)), {})],
    },
    element: <ShopPage />,
  },
  {
    path: '/apps/ecommerce/product-detail/:slug',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.productDetail',
      prefetch: ({ params }) => [commerceApi.util.prefetch('product', params.slug ?? '', {})],
    },
    element: <ProductDetailPage />,
  },
  {
    path: '/apps/ecommerce/wishlist',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.wishlist',
      prefetch: () => [
        commerceApi.util.prefetch('wishlist', undefined, {}),
        commerceApi.util.prefetch('cart', undefined, {}),
      ],
    },
    element: <WishlistPage />,
  },
  {
    path: '/apps/ecommerce/checkout',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.checkout',
      prefetch: () => [commerceApi.util.prefetch('cart', undefined, {})],
    },
    element: <CheckoutPage />,
  },
  {
    path: '/apps/ecommerce/orders',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.orders',
      prefetch: ({ search }) => [commerceApi.util.prefetch('orders', readUrlState(search, ORDERS_URL), {})],
    },
    element: <OrdersPage />,
  },
  {
    path: '/apps/ecommerce/orders/:id',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.orderDetail',
      prefetch: ({ params }) => [commerceApi.util.prefetch('order', params.id ?? '', {})],
    },
    element: <OrderDetailPage />,
  },
  {
    path: '/apps/invoice/list',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.invoiceList',
      prefetch: ({ search }) => [
        commerceApi.util.prefetch('invoices', listQuery(readUrlState(search, INVOICE_LIST_URL)), {}),
      ],
    },
    element: <InvoiceListPage />,
  },
  {
    path: '/apps/invoice/preview/:id',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.invoicePreview',
      prefetch: ({ params }) => [commerceApi.util.prefetch('invoice', params.id ?? '', {}), issuer()],
    },
    element: <InvoicePreviewPage />,
  },
  {
    path: '/apps/invoice/edit/:id',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.invoiceEdit',
      prefetch: ({ params }) => [commerceApi.util.prefetch('invoice', params.id ?? '', {}), clients(), issuer()],
    },
    element: <InvoiceEditPage />,
  },
  {
    path: '/apps/invoice/add',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.invoiceAdd',
      prefetch: ({ search }) => {
        const from = search.get('from')?.trim();
        return [...(from ? [commerceApi.util.prefetch('invoice', from, {})] : []), clients(), issuer()];
      },
    },
    element: <InvoiceAddPage />,
  },
];

/** The screen the menu opens first, fetched by the shell on the user's intent (RemoteRoutesModule.preload). */
export const preload = () => DashboardPage.preload();
