import { describeRemoteContract } from '@live-agent/ui-kit/testing';
import { ANALYTICS_DASHBOARD, ANALYTICS_SCREEN, STATISTICS_SCREEN } from './features/cards/cardScreens';
import { preload, routes } from './routes';
import { NAMESPACE } from './i18n';
import { resources } from './i18n/features';

// Its first screen (the analytics dashboard) is built: its page test renders it in German.
describeRemoteContract({
  namespace: NAMESPACE,
  routes,
  resources,
  rendersFirstScreen: false,
  preload: { run: preload, path: '/dashboard/analytics' },
});

describe('startEarly: a card screen asks for its cards as its URL opens', () => {
  it.each([
    ['/dashboard/analytics', ANALYTICS_DASHBOARD],
    ['/cards/statistics', STATISTICS_SCREEN],
    ['/cards/analytics', ANALYTICS_SCREEN],
  ])('%s: every card it shows, in the period a card shows first', (path, spots) => {
    const get = jest.fn(() => Promise.resolve({ data: {} }));
    routes.find((route) => route.path === path)!.handle!.startEarly!(
      { api: { get } as never, apiBase: '', state: () => ({}) },
      { params: {}, search: new URLSearchParams() },
    );
    expect(get.mock.calls).toEqual(
      spots.map(({ kind, card }) => [`/card/card-${kind}/${card}`, { params: { period: 'last-28-days' } }]),
    );
  });
});
