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
    prefixes: ['/dashboard/analytics', '/apps/user', '/pages', '/misc/coming-soon', '/misc/maintenance', '/access-control', '/cards', '/tables', '/forms/autocomplete'],
  },
];

function owns(prefix: string, pathname: string) {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The remote that renders a pathname, or null when the shell itself (or nobody) does. */
export function remoteForPath(pathname: string): RemoteName | null {
  return REMOTES.find((remote) => remote.prefixes.some((prefix) => owns(prefix, pathname)))?.name ?? null;
}
