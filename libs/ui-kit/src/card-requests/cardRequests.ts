// The statistics and analytics cards' one query (docs/demo-api.md, Cards) on the page's API slice
// (docs/architecture.md, "Server data"). An entry of its own (@live-agent/ui-kit/card-requests), apart from the card
// blocks, so a remote's small routes module prefetches a screen's cards (`prefetchCards`) without them; like the
// cards entry it is not shared (libs/build-config/shared.js), so a remote never depends on the shell's ui-kit having
// it. Each remote's copy adds the same endpoint to the one slice, so every CardFrame reads the same cache entries.
import type { CardData, CardPeriod } from '@live-agent/contracts';
import { api } from '@live-agent/store/api';

export type CardKind = 'statistics' | 'analytics';

/** The period every card shows first (CardFrame), so a prefetch asks exactly what the card will. */
export const FIRST_CARD_PERIOD: CardPeriod = 'last-28-days';

/** A card on a screen: its endpoint's kind and name. */
export interface CardRef {
  kind: CardKind;
  card: string;
}

export interface CardQuery extends CardRef {
  period: CardPeriod;
}

export const cardsApi = api.injectEndpoints({
  // The same definition from each remote's copy: the last to load replaces it with itself.
  overrideExisting: true,
  endpoints: (build) => ({
    card: build.query<CardData, CardQuery>({
      query: ({ kind, card, period }) => ({ url: `/card/card-${kind}/${card}`, params: { period } }),
    }),
  }),
});

/** A route's `handle.prefetch` for a screen of `cards`: each in its first period, as its CardFrame will ask. */
export const prefetchCards = (cards: readonly CardRef[]) =>
  cards.map(({ kind, card }) => cardsApi.util.prefetch('card', { kind, card, period: FIRST_CARD_PERIOD }, {}));
