import { opensDemoApp, remoteForPath } from './remoteCatalog';

describe('remoteForPath', () => {
  it.each([
    ['/live-agent/dashboard', 'liveAgent'],
    ['/live-agent', 'liveAgent'],
    ['/apps/email', 'email'],
    ['/apps/email/sent', 'email'],
    ['/apps/chat', 'chat'],
    ['/apps/todo/important', 'todoCalendar'],
    ['/apps/calendar', 'todoCalendar'],
    ['/', 'commerceInvoice'],
    ['/apps/ecommerce/shop', 'commerceInvoice'],
    ['/apps/invoice/preview/4987', 'commerceInvoice'],
    ['/dashboard/analytics', 'pages'],
    ['/apps/user/list', 'pages'],
    ['/pages/faq', 'pages'],
    ['/access-control', 'pages'],
    ['/misc/coming-soon', 'pages'],
    ['/forms/autocomplete', 'pages'],
    ['/ui/components/alerts', 'pages'],
    ['/charts/radar', 'pages'],
    ['/maps/world', 'pages'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/nowhere', '/apps/emailer', '/live-agentx', '/misc/error'])('%s belongs to no remote', (path) => {
    expect(remoteForPath(path)).toBeNull();
  });
});

describe('opensDemoApp', () => {
  it.each([
    ['/apps/invoice/list', true],
    ['/apps/user/list', true],
    ['/', true],
    ['/live-agent/agents', false],
    ['/login', false],
    ['/nowhere', false],
  ])('%s → %s', (pathname, demo) => {
    expect(opensDemoApp(pathname)).toBe(demo);
  });
});
