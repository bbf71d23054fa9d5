// The live-agent back office under /api/v1 (docs/demo-api.md, Live-agent resources): nine resources that share one
// registration in the mock server (libs/mock-server/src/domains/live-agent/resource.ts), so they are described here
// by one function over each resource's description, and the extras beyond plain CRUD (the agents' bulk action, the
// template import, the reorders). Reads need `read <subject>`, writes `manage <subject>`; a resource's `/all` lookup
// is also open to the readers of the screens that show its names.
import { ADMIN_ROLES, AGENT_STATUSES, QUEUE_ROUTINGS, TEMPLATE_SCOPES, WORKING_TIME_SCOPES } from '../live-agent';
import { listPageSchema, validationErrorBodySchema } from '../schemas/http';
import * as schemas from '../schemas/live-agent';
import { z, type RuleSchema } from '../rules/schema';
import { endpointsOn, manage, read, type Endpoint } from './endpoint';

const about = (description: string) => z.describe(description);

/** One live-agent resource as the mock server registers it (its `ResourceSpec`), for the document. */
export interface LiveAgentResource {
  /** Below the product API's base: '/agents'. */
  path: string;
  /** What one record and several are called in the summaries. */
  one: string;
  many: string;
  /** The CASL subject: reads need `read`, writes `manage`. */
  subject: string;
  /** Further subjects whose readers may read the `/all` lookup, in the server's order. */
  lookupFor?: readonly string[];
  /** The record as every route answers it, and the body of a create or update. */
  record: RuleSchema;
  body: RuleSchema;
  /** The text fields `q` searches. */
  search: readonly string[];
  /** The list's filters by parameter, as the server's `FilterSpec`s (libs/mock-server kit/listing.ts) read them. */
  filters?: Record<string, ResourceFilter>;
  /** The default order's field (id when absent). */
  defaultSort?: string;
  /** Why a delete may be refused with 422 (its `message`, `errors` empty), when it may. */
  deleteRefused?: string;
}

/**
 * A list filter: ids (of the record's `field` when it is named otherwise, an array matching when it holds one), a
 * yes or no, or one of the values of a text field.
 */
export type ResourceFilter =
  { type: 'id'; field?: string } | { type: 'boolean' } | { type: 'string'; values: readonly [string, ...string[]] };

const idFilter = (field?: string): ResourceFilter => (field ? { type: 'id', field } : { type: 'id' });
const choiceFilter = (values: readonly [string, ...string[]]): ResourceFilter => ({ type: 'string', values });
const flagFilter = (): ResourceFilter => ({ type: 'boolean' });

/** A filter's query parameter: repeated keys, any value matches (none is refused: a stray one matches nothing). */
function filterParameter(filter: ResourceFilter) {
  if (filter.type === 'boolean') return z.optional(z.boolean().check(about('`true` or `false` (`1` and `0` too).')));
  if (filter.type === 'string')
    return z.optional(z.array(z.enum(filter.values)).check(about('Repeated key: any of these values.')));
  const { field } = filter;
  return z.optional(
    z
      .array(z.union([z.int(), z.literal('null')]))
      .check(
        about(
          field
            ? `Repeated key: records whose \`${field}\` hold any of these ids.`
            : 'Repeated key: any of these ids; `null` matches a record without one.',
        ),
      ),
  );
}

/** The list's query: search, paging, sort and the resource's filters. */
function listQuery(resource: LiveAgentResource) {
  return z.object({
    q: z.optional(z.string().check(about(`Case-insensitive, in ${resource.search.join(', ')}.`))),
    page: z.optional(z.int().check(z.gte(1), about('1-based (default 1).'))),
    perPage: z.optional(z.int().check(z.gte(1), about('Default 10.'))),
    sort: z.optional(
      z
        .string()
        .check(
          about(
            `A scalar field, \`-field\` for descending; empty values last, ties by id; an unknown field gives the default order (${resource.defaultSort ?? 'id'}).`,
          ),
        ),
    ),
    ...Object.fromEntries(
      Object.entries(resource.filters ?? {}).map(([param, filter]) => [param, filterParameter(filter)]),
    ),
  });
}

/** The six routes every resource has: list, the `/all` lookup, one, create, update and delete. */
export function resourceEndpoints(resource: LiveAgentResource): Endpoint[] {
  const { path, one, many, record, body } = resource;
  const reader = read(resource.subject);
  const writer = [manage(resource.subject)];
  const order = resource.defaultSort ?? 'id';
  return [
    {
      method: 'GET',
      path,
      api: 'product',
      summary: `A page of the ${many} that \`q\` and the filters match, in the order asked (default: by ${order})`,
      access: [reader],
      query: listQuery(resource),
      responses: { 200: listPageSchema(record) },
    },
    {
      method: 'GET',
      path: `${path}/all`,
      api: 'product',
      summary: `Every ${one}, by ${order}: the lookup the screens’ selects and names read`,
      access: [reader, ...(resource.lookupFor ?? []).map(read)],
      responses: { 200: z.array(record) },
    },
    {
      method: 'GET',
      path: `${path}/:id`,
      api: 'product',
      summary: `One ${one}`,
      access: [reader],
      responses: { 200: record },
      notFound: true,
    },
    {
      method: 'POST',
      path,
      api: 'product',
      summary: `Adds a ${one} (a new id, never reused); unknown fields are ignored, the server owns the ones the body leaves out`,
      access: writer,
      body,
      responses: { 201: record },
    },
    {
      method: 'PUT',
      path: `${path}/:id`,
      api: 'product',
      summary: `Replaces a ${one}’s writable fields: a missing optional one gets its default, as on create`,
      access: writer,
      body,
      responses: { 200: record },
      notFound: true,
    },
    {
      method: 'DELETE',
      path: `${path}/:id`,
      api: 'product',
      summary: `Deletes a ${one}`,
      access: writer,
      responses: { 204: null },
      notFound: true,
      ...(resource.deleteRefused
        ? { errors: { 422: { description: resource.deleteRefused, schema: validationErrorBodySchema } } }
        : {}),
    },
  ];
}

const INUSE = 'The record is still used: the message names what uses it and how many (`errors` is empty)';

/** The nine resources, as libs/mock-server/src/domains/live-agent/resources/*.ts register them. */
export const LIVE_AGENT_RESOURCES: readonly LiveAgentResource[] = [
  {
    path: '/admins',
    one: 'admin',
    many: 'admins',
    subject: 'Admin',
    record: schemas.adminSchema,
    body: schemas.adminInputSchema,
    search: ['fullName', 'email', 'phone'],
    filters: { role: choiceFilter(ADMIN_ROLES), departmentId: idFilter('departmentIds'), isActive: flagFilter() },
  },
  {
    path: '/agents',
    one: 'agent',
    many: 'agents',
    subject: 'Agent',
    lookupFor: ['Dashboard', 'Report'],
    record: schemas.agentSchema,
    body: schemas.agentInputSchema,
    search: ['fullName', 'email'],
    filters: {
      departmentId: idFilter('departmentIds'),
      queueId: idFilter('queueIds'),
      shiftId: idFilter(),
      status: choiceFilter(AGENT_STATUSES),
      isActive: flagFilter(),
    },
  },
  {
    path: '/departments',
    one: 'department',
    many: 'departments',
    subject: 'Agent',
    lookupFor: ['Admin', 'ConversationTemplate', 'Dashboard', 'Report', 'Settings'],
    record: schemas.departmentSchema,
    body: schemas.departmentInputSchema,
    search: ['name', 'description'],
    filters: { isEnabled: flagFilter() },
    deleteRefused: `${INUSE}: agents, queues, admins, templates, categories, comments, working times or other departments’ fallbacks`,
  },
  {
    path: '/queues',
    one: 'queue',
    many: 'queues',
    subject: 'Agent',
    lookupFor: ['Dashboard', 'Report', 'AgentDesk'],
    record: schemas.queueSchema,
    body: schemas.queueInputSchema,
    search: ['name'],
    filters: { departmentId: idFilter(), routing: choiceFilter(QUEUE_ROUTINGS), isActive: flagFilter() },
    deleteRefused: `${INUSE}: agents in it`,
  },
  {
    path: '/shifts',
    one: 'shift',
    many: 'shifts',
    subject: 'Agent',
    record: schemas.shiftSchema,
    body: schemas.shiftInputSchema,
    search: ['name'],
    deleteRefused: `${INUSE}: agents working it (move them first)`,
  },
  {
    path: '/working-times',
    one: 'working time',
    many: 'working times',
    subject: 'Settings',
    lookupFor: ['Agent'],
    record: schemas.workingTimeSchema,
    body: schemas.workingTimeInputSchema,
    search: ['name', 'outOfOfficeMessage'],
    filters: { scope: choiceFilter(WORKING_TIME_SCOPES), departmentId: idFilter() },
    deleteRefused: `${INUSE}: other departments borrowing these hours`,
  },
  {
    path: '/conversation-templates',
    one: 'conversation template',
    many: 'conversation templates',
    subject: 'ConversationTemplate',
    record: schemas.conversationTemplateSchema,
    body: schemas.templateInputSchema,
    search: ['title', 'shortcut', 'body'],
    filters: {
      scope: choiceFilter(TEMPLATE_SCOPES),
      categoryId: idFilter(),
      departmentId: idFilter(),
      isActive: flagFilter(),
    },
  },
  {
    path: '/conversation-categories',
    one: 'conversation category',
    many: 'conversation categories',
    subject: 'Settings',
    lookupFor: ['ConversationTemplate', 'Report', 'AgentDesk'],
    record: schemas.conversationCategorySchema,
    body: schemas.categoryInputSchema,
    search: ['name', 'description'],
    filters: { parentId: idFilter(), departmentId: idFilter('departmentIds'), isActive: flagFilter() },
    defaultSort: 'sortOrder',
    deleteRefused: 'The category still has sub-categories, or templates use it (the message says which)',
  },
  {
    path: '/comments',
    one: 'closing comment',
    many: 'closing comments',
    subject: 'Settings',
    lookupFor: ['Report', 'AgentDesk'],
    record: schemas.commentSchema,
    body: schemas.commentInputSchema,
    search: ['text'],
    filters: { departmentId: idFilter('departmentIds'), isActive: flagFilter() },
    defaultSort: 'sortOrder',
  },
];

/** A reorder: the listed records take positions 0…n−1 in this order, the others follow in their current order. */
const reorder = (path: string, many: string, response: RuleSchema): Endpoint => ({
  method: 'POST',
  path: `${path}/reorder`,
  api: 'product',
  summary: `Moves the listed ${many} to the top in the given order, the others after them; answers every one, in the new order`,
  access: [manage('Settings')],
  body: schemas.reorderSchema,
  responses: { 200: response },
});

const { post } = endpointsOn('product', [manage('Agent')]);

export const LIVE_AGENT_ENDPOINTS: Endpoint[] = [
  ...LIVE_AGENT_RESOURCES.flatMap(resourceEndpoints),
  post(
    '/agents/bulk',
    'One action on several agents, all or nothing: add a department or queue (keeping the others), set the shift, activate, or deactivate (and so set offline)',
    { body: schemas.agentBulkSchema, responses: { 200: schemas.agentBulkResponseSchema } },
  ),
  post(
    '/conversation-templates/import',
    'Adds every row as a template, all or nothing: each row is checked as a create, and shortcuts must also differ within the file',
    {
      access: [manage('ConversationTemplate')],
      body: schemas.templateImportRequestSchema,
      responses: { 201: schemas.templateImportResponseSchema },
      errors: {
        422: {
          description:
            'Nothing was imported: no rows, or rows with errors (`errors.rows` says how many, `rowErrors` names each broken field of each row)',
          schema: schemas.templateImportErrorBodySchema,
        },
      },
    },
  ),
  reorder('/conversation-categories', 'categories', schemas.categoryReorderResponseSchema),
  reorder('/comments', 'closing comments', schemas.commentReorderResponseSchema),
];
