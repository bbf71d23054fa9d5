// The statistics and analytics cards (docs/demo-api.md, Cards), through the API client from saga context.
import type { GetOnly } from '@live-agent/auth';
import type { CardData, CardPeriod } from '@live-agent/contracts';

export type CardKind = 'statistics' | 'analytics';

export async function fetchCard(api: GetOnly, kind: CardKind, card: string, period: CardPeriod): Promise<CardData> {
  return (await api.get<CardData>(`/card/card-${kind}/${card}`, { params: { period } })).data;
}
