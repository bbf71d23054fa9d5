// The statistics and analytics cards (docs/demo-api.md, Cards). Decisions: reading a card needs a signed-in user
// allowed the Demo screens (`read Demo`); `period` is one of the three analytics periods (default the last 28
// days), anything else a 422 naming it; an unknown card answers 404.
import { cardQuery, type CardData } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import type { MockContext } from '../../types';
import { guardedRoutes, read } from '../../kit/guard';
import { getHeader, queryString } from '../../kit/request';
import { notFound, ok } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';
import { Check } from '../../kit/validation';
import { COMMON_MESSAGES, pickLanguage } from '../../kit/messages';
import { cardData, type CardKind } from './generator';

export function cardRoutes(server: Server, ctx: MockContext): void {
  const store = new ResourceStore<'cardClocks'>(server);
  const now = () => new Date(store.all<{ now: string }>('cardClocks')[0]?.now ?? Date.now());

  for (const kind of ['statistics', 'analytics'] as CardKind[]) {
    guardedRoutes(server, ctx, read('Demo')).get(`/card/card-${kind}/:card`, (request) => {
      const check = new Check(COMMON_MESSAGES[pickLanguage(getHeader(request, 'Accept-Language'))], store);
      const query = check.parse(cardQuery, { period: queryString(request, 'period') });
      if (!query) return check.response();
      const data = cardData(kind, request.params.card, query.period, now());
      return data ? ok<CardData>(data) : notFound();
    });
  }
}
