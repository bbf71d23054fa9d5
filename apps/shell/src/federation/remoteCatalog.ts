// Which remote owns which URL (docs/architecture.md, The remote contract). The shell owns the navigation; remotes own what renders
// under their prefixes. A remote added to config.json but missing here is registered yet unreachable.
export type RemoteName = 'liveAgent' | 'email' | 'chat' | 'todoCalendar' | 'commerceInvoice' | 'pages';

export interface RemoteDescriptor {
  name: RemoteName;
  /** i18n key (namespace shell) of the remote's display name in the presenter panel. */
  labelKey: string;
  /** URL prefixes it owns; '/' alone means the exact root path. */
  prefixes: string[];
}

export const REMOTES: RemoteDescriptor[] = [
  { name: 'liveAgent', labelKey: 'remotes.liveAgent', prefixes: ['/live-agent'] },
  { name: 'email', labelKey: 'remotes.email', prefixes: ['/apps/email'] },
  { name: 'chat', labelKey: 'remotes.chat', prefixes: ['/apps/chat'] },
  { name: 'todoCalendar', labelKey: 'remotes.todoCalendar', prefixes: ['/apps/todo', '/apps/calendar'] },
  { name: 'commerceInvoice', labelKey: 'remotes.commerceInvoice', prefixes: ['/', '/apps/ecommerce', '/apps/invoice'] },
  {
    name: 'pages',
    labelKey: 'remotes.pages',
    prefixes: [
      '/dashboard/analytics',
      '/apps/user',
      '/pages',
      '/misc/coming-soon',
      '/misc/maintenance',
      '/access-control',
      '/cards',
      '/tables',
      '/forms',
      '/ui',
      '/extensions',
      '/charts',
      '/maps',
    ],
  },
];

/**
 * Remote routes drawn without the signed-in layout and open signed out: the sign-in page variants of the
 * pages remote. Each is a route with `handle.layout: 'blank'` in its remote (routeConsistency.test.ts checks
 * both lists agree). Known here, not read from the remote, so the shell chooses the frame before loading it.
 */
export const BLANK_LAYOUT_PATHS: readonly string[] = [
  '/pages/login-v1',
  '/pages/login-v2',
  '/pages/register-v1',
  '/pages/register-v2',
  '/pages/forgot-password-v1',
  '/pages/forgot-password-v2',
  '/pages/reset-password-v1',
  '/pages/reset-password-v2',
];

/** A path the shell draws in a plain frame, outside the signed-in layout. */
export function isBlankLayoutPath(pathname: string): boolean {
  return BLANK_LAYOUT_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

function owns(prefix: string, pathname: string) {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The remote that renders a pathname, or null when the shell itself (or nobody) does. */
export function remoteForPath(pathname: string): RemoteName | null {
  return REMOTES.find((remote) => remote.prefixes.some((prefix) => owns(prefix, pathname)))?.name ?? null;
}

/** The remote of the product API; every other remote is a demo app, answered by the mock's demo domains. */
export const PRODUCT_REMOTE: RemoteName = 'liveAgent';

/**
 * A path one of the demo apps renders: a page opened there signed in asks the mock server for its demo domains at
 * once (bootstrap.tsx), rather than on the screen's first request.
 */
export function opensDemoApp(pathname: string): boolean {
  const name = remoteForPath(pathname);
  return name !== null && name !== PRODUCT_REMOTE;
}

/** Where the presenter panel keeps the remotes it turned off (read before the store exists, see index.ts). */
export const DISABLED_REMOTES_KEY = 'liveAgent.disabledRemotes';

export function readDisabledRemotes(storage: Storage = localStorage): RemoteName[] {
  try {
    const value = JSON.parse(storage.getItem(DISABLED_REMOTES_KEY) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
