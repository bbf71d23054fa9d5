// The coming-soon page's launch date and its "notify me" list (docs/demo-api.md, Coming soon; beyond the
// original theme, which only showed the page). Decisions: both need `read Demo` (kit/guard.ts: 401, then 403).
// The launch is a fixed time after the server's clock (24 days, 6 hours and 30 minutes), so the countdown
// always runs. An e-mail is required and valid (contracts' notifySchema, 422 on `email` in the request's
// language); an address already on the list (any case) answers 200 with `added: false` rather than a second entry.
import { Model, type Server } from 'miragejs';
import { notifySchema, type ComingSoonData, type NotifyResponse } from '@live-agent/contracts';
import type { MockContext } from '../../types';
import { onSeedClock } from '../../kit/seed-clock';
import { guardedRoutes, read } from '../../kit/guard';
import { asObject, getHeader, readJsonBody } from '../../kit/request';
import { created, ok } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';
import { Check } from '../../kit/validation';
import { COMMON_MESSAGES, pickLanguage } from '../../kit/messages';

/** How long after the server's now the product launches. */
export const LAUNCH_AFTER_MS = ((24 * 24 + 6) * 60 + 30) * 60 * 1000;

function miscRoutes(server: Server, ctx: MockContext, now: () => Date): void {
  const store = new ResourceStore<'notifySubscribers'>(server);
  const READ = read('Demo');

  const route = guardedRoutes(server, ctx, READ);
  route.get('/misc/coming-soon', () => {
    const at = now();
    return ok<ComingSoonData>({
      launchAt: new Date(at.getTime() + LAUNCH_AFTER_MS).toISOString(),
      now: at.toISOString(),
    });
  });

  route.post('/misc/notify', (request) => {
    const check = new Check(COMMON_MESSAGES[pickLanguage(getHeader(request, 'Accept-Language'))], store);
    const given = check.parse(notifySchema, asObject(readJsonBody(request)));
    if (!given) return check.response();
    const { email } = given;
    const known = store
      .all<{ id: number; email: string }>('notifySubscribers')
      .some((row) => row.email.toLowerCase() === email.toLowerCase());
    if (known) return ok<NotifyResponse>({ email, added: false });
    store.insert('notifySubscribers', { email });
    return created<NotifyResponse>({ email, added: true });
  });
}

export const miscDomain = onSeedClock({
  name: 'misc',
  kind: 'demo',
  models: { notifySubscriber: Model },
  routes: miscRoutes,
});
