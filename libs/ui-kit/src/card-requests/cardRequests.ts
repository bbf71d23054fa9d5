// The requests of the statistics and analytics cards (docs/demo-api.md, Cards). In the package root (the shared
// singleton), not the cards entry: a remote's small routes module starts a screen's cards (`startCards`) without
// the card blocks, which reach these through the root as well.
import type { GetOnly } from '@live-agent/auth';
import type { CardData, CardPeriod } from '@live-agent/contracts';

export type CardKind = 'statistics' | 'analytics';

export async function fetchCard(api: GetOnly, kind: CardKind, card: string, period: CardPeriod): Promise<CardData> {
  return (await api.get<CardData>(`/card/card-${kind}/${card}`, { params: { period } })).data;
}

/** The period every card shows first (CardFrame), so a start ahead of the card asks exactly what the card will. */
export const FIRST_CARD_PERIOD: CardPeriod = 'last-28-days';

/** A card on a screen: its endpoint's kind and name. */
export interface CardRef {
  kind: CardKind;
  card: string;
}

/**
 * Asks for `cards` in their first period, ahead of the screen that shows them (a route's `startEarly`, RemoteRoute);
 * each CardFrame's load takes its answer over (docs/architecture.md, "First requests start with the navigation").
 */
export function startCards(api: GetOnly, cards: readonly CardRef[]): Promise<unknown> {
  return Promise.all(cards.map(({ kind, card }) => fetchCard(api, kind, card, FIRST_CARD_PERIOD)));
}
