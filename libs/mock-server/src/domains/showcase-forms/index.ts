// The forms showcase (docs/demo-api.md, Forms showcase): what the pages remote's form demos ask the server. A
// username is taken when a user of the users app has it (any case, trimmed); the city search reads the autocomplete
// demo's cities; the wizard's body is checked with the contracts' schema (422 by field, in the request's language)
// and answered with a reference, numbered per server, storing nothing (it is a demo of the flow, not of a record).
import type { Server } from 'miragejs';
import {
  wizardSubmitSchema,
  type CityList,
  type User,
  type UsernameCheck,
  type WizardResult,
} from '@live-agent/contracts';
import type { MockDomain } from '../../types';
import { guardedRoutes, read } from '../../kit/guard';
import { asObject, getHeader, queryString, readJsonBody } from '../../kit/request';
import { created, ok } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';
import { Check } from '../../kit/validation';
import { COMMON_MESSAGES, pickLanguage } from '../../kit/messages';
import { AUTOCOMPLETE_ITEMS } from '../autocomplete';

/** How many cities one search answers. */
export const CITY_LIMIT = 10;

const submitted = new WeakMap<Server, number>();

export const showcaseFormsDomain: MockDomain = {
  name: 'showcase-forms',
  kind: 'demo',
  routes: (server, ctx) => {
    const READ = read('Demo');
    const store = new ResourceStore<'appUsers'>(server);

    const route = guardedRoutes(server, ctx, READ);
    route.get('/api/showcase-forms/username', (request) => {
      const username = (queryString(request, 'username') ?? '').trim();
      const wanted = username.toLowerCase();
      const taken =
        wanted !== '' && store.scan<User>('appUsers').some((user) => user.username.toLowerCase() === wanted);
      return ok<UsernameCheck>({ username, taken });
    });

    route.get('/api/showcase-forms/cities', (request) => {
      const q = (queryString(request, 'q') ?? '').trim().toLowerCase();
      const cities = AUTOCOMPLETE_ITEMS.filter(
        ({ title, country }) => title.toLowerCase().includes(q) || country.toLowerCase().includes(q),
      )
        .slice(0, CITY_LIMIT)
        .map(({ id, title, country }) => ({ id, title, country }));
      return ok<CityList>({ cities });
    });

    route.post('/api/showcase-forms/wizard', (request) => {
      const check = new Check(COMMON_MESSAGES[pickLanguage(getHeader(request, 'Accept-Language'))], store);
      const given = check.parse(wizardSubmitSchema, asObject(readJsonBody(request)));
      if (!given) return check.response();
      const count = (submitted.get(server) ?? 0) + 1;
      submitted.set(server, count);
      return created<WizardResult>({
        reference: `WZ-${String(count).padStart(4, '0')}`,
        fullName: given.fullName,
        email: given.email,
        plan: given.plan,
        seats: given.seats,
      });
    });
  },
};
