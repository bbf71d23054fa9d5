// The API's document describes the nine resources from its own list of them (libs/contracts/src/api/live-agent.ts):
// the contract test holds their paths and who may call them; this holds the rest of what the server's specs say, the
// list's search, filters and default order, and which deletes may be refused.
import { LIVE_AGENT_RESOURCES } from '@live-agent/contracts/api';
import type { ResourceSpec } from './resource';
import { categoriesResource, commentsResource, templatesResource } from './resources/content';
import { adminsResource, agentsResource } from './resources/people';
import { departmentsResource, queuesResource, shiftsResource, workingTimesResource } from './resources/structure';

/** What the comparison reads of a server's spec (a spec's hooks differ in their record types). */
type Served = Pick<
  ResourceSpec<{ id: number }>,
  'path' | 'subject' | 'lookupFor' | 'searchFields' | 'filters' | 'defaultSort'
> & { blockDelete?: unknown };

const SERVER_SPECS: Served[] = [
  adminsResource,
  agentsResource,
  departmentsResource,
  queuesResource,
  shiftsResource,
  workingTimesResource,
  templatesResource,
  categoriesResource,
  commentsResource,
];

const asServed = (spec: Served) => ({
  path: spec.path,
  subject: spec.subject,
  lookupFor: spec.lookupFor ?? [],
  search: spec.searchFields,
  filters: (spec.filters ?? []).map(({ param, field, type }) => ({ param, field, type })),
  defaultSort: spec.defaultSort,
  deleteMayBeRefused: spec.blockDelete !== undefined,
});

const asDocumented = (resource: (typeof LIVE_AGENT_RESOURCES)[number]) => ({
  path: resource.path,
  subject: resource.subject,
  lookupFor: resource.lookupFor ?? [],
  search: resource.search,
  filters: Object.entries(resource.filters ?? {}).map(([param, filter]) => ({
    param,
    field: 'field' in filter ? filter.field : undefined,
    type: filter.type,
  })),
  defaultSort: resource.defaultSort,
  deleteMayBeRefused: resource.deleteRefused !== undefined,
});

it('documents every resource as the server registers it: search, filters, default order, refused deletes', () => {
  expect(LIVE_AGENT_RESOURCES.map(asDocumented)).toEqual(SERVER_SPECS.map(asServed));
});
