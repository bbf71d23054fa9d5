import { waitFor } from '@testing-library/react';
import { describeRemoteContract, signIn } from '@live-agent/ui-kit/testing';
import { ANALYTICS_DASHBOARD, ANALYTICS_SCREEN, STATISTICS_SCREEN } from './features/cards/cardScreens';
import { preload, routes } from './routes';
import { NAMESPACE } from './i18n';
import { resources } from './i18n/features';
import { createTestStore, setupScreenTest } from './test/render';

// Its first screen (the analytics dashboard) is built: its page test renders it in German.
describeRemoteContract({
  namespace: NAMESPACE,
  routes,
  resources,
  rendersFirstScreen: false,
  preload: { run: preload, path: '/dashboard/analytics' },
});

describe('prefetch: a card screen asks for its cards as its URL opens', () => {
  const server = setupScreenTest();

  it.each([
    ['/dashboard/analytics', ANALYTICS_DASHBOARD],
    ['/cards/statistics', STATISTICS_SCREEN],
    ['/cards/analytics', ANALYTICS_SCREEN],
  ])('%s: every card it shows, in the period a card shows first', async (path, spots) => {
    await signIn('admin');
    const store = createTestStore();
    const asked: string[] = [];
    server().pretender.handledRequest = (_verb, _path, request) => {
      asked.push((request as unknown as { url: string }).url);
    };
    for (const action of routes.find((route) => route.path === path)!.handle!.prefetch!({
      params: {},
      search: new URLSearchParams(),
    }))
      store.dispatch(action as never);
    const expected = spots.map(({ kind, card }) => `/card/card-${kind}/${card}?period=last-28-days`).sort();
    await waitFor(() => expect([...asked].sort()).toEqual(expected));
  });
});
