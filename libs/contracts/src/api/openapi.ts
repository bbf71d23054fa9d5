// The OpenAPI 3.1 document of the whole API, generated from the endpoints (./index.ts) and their schemas: what a
// back-end team implements when the shell's `mock.product` is off (README, Configuration). `npm run openapi` writes
// it to docs/openapi.json; a test fails when that file is stale or invalid (openapi.test.ts).
import type { OpenAPIV3_1 } from 'openapi-types';
import { z, type RuleSchema } from '../rules/schema';
import {
  messageBodySchema,
  notFoundBodySchema,
  unauthenticatedBodySchema,
  validationErrorBodySchema,
} from '../schemas/http';
import { SCHEMA_MODULES } from '../schemas';
import { answersValidationError, type Access, type Endpoint } from './endpoint';
import { API_DOMAINS } from './index';

/** Where the product API lives under its base (the mock server's namespace). */
export const PRODUCT_API_PREFIX = '/api/v1';

/** JSON Schema as zod writes it (OpenAPI's own types describe 3.0's dialect too, and disagree on details). */
type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };
type Io = 'input' | 'output';

/**
 * The schemas' JSON Schema 2020-12 (OpenAPI 3.1's dialect) with the named ones (the `…Schema` exports of the
 * schema modules: `productSchema` is `Product`) as shared components: a request as it is sent ("…Input" where the
 * name is an answer's too), an answer as it comes.
 */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly registries: Record<Io, ReturnType<typeof z.registry<{ id: string }>>>;

  constructor(modules: readonly Record<string, unknown>[]) {
    this.registries = { input: z.registry<{ id: string }>(), output: z.registry<{ id: string }>() };
    for (const module of modules) {
      for (const [name, value] of Object.entries(module)) {
        if (!name.endsWith('Schema') || typeof value !== 'object' || value === null || !('_zod' in value)) continue;
        const id = name[0].toUpperCase() + name.slice(1, -'Schema'.length);
        this.registries.output.add(value as RuleSchema, { id });
        this.registries.input.add(value as RuleSchema, { id: id.endsWith('Input') ? id : `${id}Input` });
      }
    }
  }

  /** A schema's JSON Schema, the named parts it uses moved to the components and referred to. */
  of(schema: RuleSchema, io: Io): JsonSchema {
    const registry = this.registries[io];
    const {
      $schema: _dialect,
      $defs = {},
      ...root
    } = z.toJSONSchema(schema, {
      io,
      metadata: registry,
      unrepresentable: 'any',
      reused: 'inline',
      // The registry above names the components; a field's note (`z.describe`) lives in zod's global one.
      override: ({ zodSchema, jsonSchema }) => {
        const description = z.globalRegistry.get(zodSchema)?.description;
        if (description) jsonSchema.description = description;
      },
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const toComponents = (value: unknown): unknown =>
      JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'));
    for (const [id, definition] of Object.entries($defs)) this.schemas[id] = toComponents(definition) as JsonSchema;
    const id = registry.get(schema)?.id;
    // A named schema comes back as a reference to its own definition, already among the components.
    if (!id || typeof root.$ref === 'string') return toComponents(root) as JsonSchema;
    const { id: _id, ...named } = root as JsonSchema & { id?: string };
    this.schemas[id] = toComponents(named) as JsonSchema;
    return { $ref: `#/components/schemas/${id}` };
  }

  content(schema: RuleSchema, io: Io) {
    return { 'application/json': { schema: this.of(schema, io) as OpenAPIV3_1.SchemaObject } };
  }
}

/** Who may call: the words of the document's description and the `x-access` extension a checker can read. */
function accessText(access: Access): string {
  if (access === 'public') return 'Open to anyone (no token).';
  if (access === 'signed-in') return 'Needs a signed-in user.';
  return `Needs a signed-in user allowed ${access.map((rule) => `\`${rule.action} ${rule.subject}\``).join(' or ')}.`;
}

/** The OpenAPI path of an endpoint: `{id}` parameters, the product API's under its prefix. */
export const openApiPath = (endpoint: Pick<Endpoint, 'api' | 'path'>): string =>
  `${endpoint.api === 'product' ? PRODUCT_API_PREFIX : ''}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;

function operation(components: Components, domain: string, endpoint: Endpoint): OpenAPIV3_1.OperationObject {
  const pathParameters = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]): OpenAPIV3_1.ParameterObject => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const cookieParameters: OpenAPIV3_1.ParameterObject[] = endpoint.cookie
    ? [{ ...endpoint.cookie, in: 'cookie', required: false, schema: { type: 'string' } }]
    : [];
  const query = endpoint.query ? components.of(endpoint.query, 'input') : undefined;
  const required = new Set(query?.required ?? []);
  const queryParameters = Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
    ...(schema.type === 'array' ? { style: 'form', explode: true } : {}),
  }));
  const responses: OpenAPIV3_1.ResponsesObject = {};
  for (const [status, schema] of Object.entries(endpoint.responses)) {
    responses[status] = schema
      ? { description: status === '201' ? 'Created' : 'OK', content: components.content(schema, 'output') }
      : { description: 'No content' };
  }
  if (endpoint.access !== 'public') responses['401'] = { $ref: '#/components/responses/Unauthenticated' };
  if (Array.isArray(endpoint.access)) responses['403'] = { $ref: '#/components/responses/Forbidden' };
  if (endpoint.notFound) responses['404'] = { $ref: '#/components/responses/NotFound' };
  // A body the server checks, or a query it refuses, can be refused (the mock server's answer check allows the
  // same), unless the endpoint answers its own errors.
  if (answersValidationError(endpoint)) {
    responses['422'] = { $ref: '#/components/responses/ValidationError' };
  }
  for (const [status, error] of Object.entries(endpoint.errors ?? {})) {
    responses[status] = { description: error.description, content: components.content(error.schema, 'output') };
  }
  for (const [status, description] of Object.entries(endpoint.setsCookie ?? {})) {
    const response = responses[status] as OpenAPIV3_1.ResponseObject;
    response.headers = { 'Set-Cookie': { description, schema: { type: 'string' } } };
  }
  return {
    operationId: `${endpoint.method.toLowerCase()}${openApiPath(endpoint).replace(/[^A-Za-z0-9]+(\w)?/g, (_, next = '') => next.toUpperCase())}`,
    tags: [domain],
    summary: endpoint.summary,
    description: accessText(endpoint.access),
    'x-access': endpoint.access,
    security: endpoint.access === 'public' ? [] : [{ bearer: [] }],
    ...(pathParameters.length + queryParameters.length + cookieParameters.length
      ? { parameters: [...pathParameters, ...queryParameters, ...cookieParameters] }
      : {}),
    ...(endpoint.body ? { requestBody: { required: true, content: components.content(endpoint.body, 'input') } } : {}),
    responses,
  } as OpenAPIV3_1.OperationObject;
}

export function openApiDocument(): OpenAPIV3_1.Document {
  const components = new Components(SCHEMA_MODULES);
  const paths: OpenAPIV3_1.PathsObject = {};
  for (const [domain, endpoints] of Object.entries(API_DOMAINS)) {
    for (const endpoint of endpoints) {
      const path = openApiPath(endpoint);
      const item = (paths[path] ??= {}) as Record<string, unknown>;
      if (endpoint.api === 'product') item.servers = [PRODUCT_SERVER];
      item[endpoint.method.toLowerCase()] = operation(components, domain, endpoint);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Live Agent API',
      version: '1.0.0',
      description:
        'The demo API (the theme’s demo apps, served from the site’s origin) and the product API (Live Agent’s own resources and reports, under /api/v1 of the configured product API base). Generated from @live-agent/contracts; the mock server answers exactly this (docs/architecture.md, Contracts).',
    },
    servers: [{ url: '/', description: 'The demo API, on the site’s origin' }],
    tags: Object.keys(API_DOMAINS).map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The access token from POST /jwt/login, /jwt/register or /jwt/refresh-token (the refresh token travels as an httpOnly cookie on /jwt).',
        },
      },
      responses: {
        Unauthenticated: {
          description: 'No valid access token',
          content: components.content(unauthenticatedBodySchema, 'output'),
        },
        Forbidden: {
          description: 'Signed in, but not allowed (the message in the request’s language)',
          content: components.content(messageBodySchema, 'output'),
        },
        NotFound: { description: 'Nothing at this id', content: components.content(notFoundBodySchema, 'output') },
        ValidationError: {
          description: 'Refused: each broken field’s messages, in the request’s language (Accept-Language)',
          content: components.content(validationErrorBodySchema, 'output'),
        },
      },
      schemas: Object.fromEntries(Object.entries(components.schemas).sort(([a], [b]) => a.localeCompare(b))) as Record<
        string,
        OpenAPIV3_1.SchemaObject
      >,
    },
  };
}

// The note is the server's, not its variable's: the validator's OpenAPI 3.1 schema (swagger-parser) spells a
// variable's `description` as `descriptions` and refuses it.
const PRODUCT_SERVER = {
  url: '{productApiBase}',
  description: 'The product API’s origin: config.json `apiBaseUrl`, or localhost on `apiPort` when that is null',
  variables: { productApiBase: { default: 'http://localhost:8000' } },
};
