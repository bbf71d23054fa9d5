import { isPageVisible, matchesQuery, pageTitle, SEARCH_LIMIT, searchGroup } from './searchResults';

describe('matchesQuery', () => {
  it('ignores case and surrounding spaces', () => {
    expect(matchesQuery('  CHAT ', 'Chat Report')).toBe(true);
    expect(matchesQuery('report', 'Chat', 'Chat Report')).toBe(true);
    expect(matchesQuery('x', 'Chat')).toBe(false);
  });

  it('matches nothing for an empty query', () => {
    expect(matchesQuery('   ', 'Chat')).toBe(false);
  });
});

describe('searchGroup', () => {
  it('keeps at most 4 matches, in order', () => {
    const items = ['a1', 'b', 'A2', 'a3', 'a4', 'a5'];
    expect(SEARCH_LIMIT).toBe(4);
    expect(searchGroup(items, 'a', (item) => [item])).toEqual(['a1', 'A2', 'a3', 'a4']);
  });
});

describe('pageTitle', () => {
  const t = (key: string) => `t:${key}`;

  it('uses the menu label of the page link, else the server title', () => {
    expect(pageTitle({ title: 'Chat Report', link: '/live-agent/chat-report' }, t)).toBe('t:menu.chatReport');
    expect(pageTitle({ title: 'Somewhere', link: '/nowhere' }, t)).toBe('Somewhere');
  });

  it('names a page inside a menu group with its group first', () => {
    expect(pageTitle({ title: 'General', link: '/live-agent/settings/general' }, t)).toBe(
      't:menu.settings › t:menu.settingsGeneral',
    );
    expect(pageTitle({ title: 'Invoice List', link: '/apps/invoice/list' }, t)).toBe(
      't:menu.invoice › t:menu.invoiceList',
    );
  });
});

describe('isPageVisible', () => {
  const all = () => true;
  it('hides pages of a switched-off remote', () => {
    expect(isPageVisible({ link: '/apps/email' }, all, (remote) => remote !== 'email')).toBe(false);
    expect(isPageVisible({ link: '/apps/chat' }, all, (remote) => remote !== 'email')).toBe(true);
  });

  it('hides pages the user may not use', () => {
    const demoOnly = (_action: string, subject: string) => subject === 'Demo';
    expect(isPageVisible({ link: '/live-agent/dashboard' }, demoOnly, all)).toBe(false);
    expect(isPageVisible({ link: '/apps/email' }, demoOnly, all)).toBe(true);
  });
});
