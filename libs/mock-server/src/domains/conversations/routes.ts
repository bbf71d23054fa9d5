// GET /conversations, /conversations/:id, /conversations/:id/messages and /contacts (docs/demo-api.md,
// conversations and reports).
// Decisions: dates without a time (`from=2026-11-01`) are the organisation's days, the days every report
// buckets by, so a report's "today" is the organisation's today; every route needs a valid token (401
// first, then 403, then 404 / 422; the dashboard needs `read Dashboard`, the rest `read Report`); a malformed filter answers 422 naming the parameter; an unknown sort field falls back to '-createdAt' (as the other lists do);
// perPage is capped at 1,000 so a single call cannot serialise the whole history; messages page from
// the newest (page 1) back to the oldest. The report endpoints (GET /reports/<name>) read the same
// filter (so a report and /conversations agree for the same parameters) plus groupBy / limit; the
// figures are computed in reports/.
// Every route here answers with `{ timing: 0 }` (Mirage's per-route delay): unlike the CRUD screens,
// whose demo delay (DEMO_DELAY_MS) shows their loading states, these routes really compute over 20,000+
// conversations, so their latency is real; the bench measures it (≤ 100 ms) and an artificial
// delay on top would hide it and break the budget.
import type { Contact, ConversationRow, ListPage } from '@live-agent/contracts';
import type { Request, Server } from 'miragejs';
import { guardedRoutes, read } from '../../kit/guard';
import { SUBJECTS } from '../product-subjects';
import { pageParams, paginate } from '../../kit/listing';
import { queryList, queryString, toId } from '../../kit/request';
import { notFound, validationError } from '../../kit/responses';
import type { MockContext } from '../../types';
import { filterFromRequest } from './filters';
import { liveRoutes } from './live';
import { deskRoutes } from './desk';
import { refuseUnlessReader } from './desk-actor';
import { parseReportOptions, REPORTS, type ReportName, type ReportSource } from './reports';
import { conversationStoreFor, pendingConversationStore, readHistorySources } from './store';
import type { Handler } from '../../kit/guard';

export const MAX_PER_PAGE = 1000;
export const MESSAGES_PER_PAGE = 20;

/** No artificial delay (see the header). */

/** page and perPage from the query, clamped to sane values. */
const paging = (request: Request, perPage: number) => pageParams(request, { perPage, maxPerPage: MAX_PER_PAGE });

/** The store and the back-office records of the server, read at the time of the request. */
export function reportSourceFor(server: Server): ReportSource {
  const { agents, departments, queues, shifts, categories } = readHistorySources(server);
  return { store: conversationStoreFor(server), directory: { agents, departments, queues, shifts, categories } };
}

export function conversationRoutes(server: Server, ctx: MockContext): void {
  const store = () => conversationStoreFor(server);
  // While the history is built in slices (store.ts buildConversationStoreInSlices) a request waits for
  // all of it, never answering from part of it; otherwise it answers at once, as before.
  const whenBuilt =
    (handler: Handler): Handler =>
    (request) => {
      const pending = pendingConversationStore(server);
      return pending ? pending.then(() => handler(request)) : handler(request);
    };

  const route = guardedRoutes(server, ctx, read(SUBJECTS.report), { timing: 0, around: whenBuilt });
  route.get('/conversations', (request) => {
    const parsed = filterFromRequest(request, { timeZone: store().history.timeZone });
    if (parsed.errors) return validationError(parsed.errors);
    const { page, perPage } = paging(request, 10);
    const { data, total } = paginate(store().list(parsed.filter, queryString(request, 'sort')), page, perPage);
    return { data: data.map((c) => store().toRow(c)), total } satisfies ListPage<ConversationRow>;
  });

  route.get(
    '/conversations/:id/messages',
    (request) => {
      const id = toId(request.params.id);
      const conversation = id === null ? null : store().get(id);
      if (!conversation) return notFound();
      // Without the reports, an agent reads the chats it holds only (desk-actor.ts).
      const refused = refuseUnlessReader(server, ctx, request, conversation);
      if (refused) return refused;
      const { page, perPage } = paging(request, MESSAGES_PER_PAGE);
      return store().messagePage(conversation, page, perPage);
    },
    [read(SUBJECTS.report), read(SUBJECTS.agentDesk)],
  );

  route.get('/conversations/:id', (request) => {
    const id = toId(request.params.id);
    const conversation = id === null ? null : store().get(id);
    return conversation ? store().toRow(conversation) : notFound();
  });

  route.get('/contacts', (request) => {
    const { page, perPage } = paging(request, 10);
    const { data, total } = paginate(store().contacts(queryString(request, 'q') ?? ''), page, perPage);
    return {
      data: data.map((entry) => store().contactRecord(entry, MESSAGES_PER_PAGE)),
      total,
    } satisfies ListPage<Contact>;
  });

  liveRoutes(server, ctx, whenBuilt);
  deskRoutes(server, ctx, whenBuilt);

  for (const name of Object.keys(REPORTS) as ReportName[]) {
    route.get(
      `/reports/${name}`,
      (request) => {
        const parsed = filterFromRequest(request, { timeZone: store().history.timeZone });
        const options = parseReportOptions((key) => queryList(request, key));
        if (parsed.errors || options.errors) return validationError({ ...parsed.errors, ...options.errors });
        return REPORTS[name](reportSourceFor(server), parsed.filter, options.options);
      },
      read(name === 'dashboard' ? SUBJECTS.dashboard : SUBJECTS.report),
    );
  }
}
