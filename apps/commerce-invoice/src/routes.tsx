// Exposed as `commerceInvoice/routes`: small on purpose (no page code), so the shell pays little to read it.
import { lazy } from 'react';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { registerTranslations } from './i18n';

registerTranslations();

// Part 2 (the invoices) is still to come: its routes keep the honest "not built yet" page.
const NotBuiltPage = lazy(() => import('./scaffold/NotBuiltPage'));
const DashboardPage = lazy(() => import(/* webpackChunkName: "ecommerce-dashboard" */ './features/dashboard/DashboardPage'));
const ShopPage = lazy(() => import(/* webpackChunkName: "shop" */ './features/ecommerce/ShopPage'));
const ProductDetailPage = lazy(() => import(/* webpackChunkName: "product-detail" */ './features/ecommerce/ProductDetailPage'));
const WishlistPage = lazy(() => import(/* webpackChunkName: "wishlist" */ './features/ecommerce/WishlistPage'));
const CheckoutPage = lazy(() => import(/* webpackChunkName: "checkout" */ './features/ecommerce/CheckoutPage'));

export const routes: RemoteRoute[] = [
  { path: '/', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.ecommerceDashboard' }, element: <DashboardPage /> },
  { path: '/apps/ecommerce/shop', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.shop' }, element: <ShopPage /> },
  { path: '/apps/ecommerce/product-detail/:slug', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.productDetail' }, element: <ProductDetailPage /> },
  { path: '/apps/ecommerce/wishlist', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.wishlist' }, element: <WishlistPage /> },
  { path: '/apps/ecommerce/checkout', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.checkout' }, element: <CheckoutPage /> },
  { path: '/apps/invoice/list', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.invoiceList' }, element: <NotBuiltPage screen="invoiceList" /> },
  { path: '/apps/invoice/preview/:id', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.invoicePreview' }, element: <NotBuiltPage screen="invoicePreview" /> },
  { path: '/apps/invoice/edit/:id', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.invoiceEdit' }, element: <NotBuiltPage screen="invoiceEdit" /> },
  { path: '/apps/invoice/add', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.invoiceAdd' }, element: <NotBuiltPage screen="invoiceAdd" /> },
];
