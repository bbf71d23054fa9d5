/** @jest-environment node */
// docs/openapi.json is what the endpoints and schemas generate (`npm run openapi` writes it), and it is valid
// OpenAPI 3.1 by a validator that knows nothing of how it was made.
import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { ALL_ENDPOINTS } from './index';
import { openApiDocument, openApiPath, PRODUCT_API_PREFIX } from './openapi';

const FILE = path.resolve(__dirname, '../../../../docs/openapi.json');
export const serialise = (document: object) => `${JSON.stringify(document, null, 2)}\n`;

it('is current: docs/openapi.json is what the contracts generate (run `npm run openapi` after changing them)', () => {
  expect(fs.readFileSync(FILE, 'utf8')).toBe(serialise(openApiDocument()));
});

it('is valid OpenAPI 3.1', async () => {
  // The validator dereferences in place: hand it a copy.
  const document = JSON.parse(JSON.stringify(openApiDocument()));
  await expect(SwaggerParser.validate(document as never)).resolves.toMatchObject({ openapi: '3.1.0' });
});

it('describes every endpoint once, with its answers, who may call it and its errors', () => {
  const { paths } = openApiDocument();
  const operations = ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint)}`);
  expect(new Set(operations).size).toBe(operations.length);
  for (const endpoint of ALL_ENDPOINTS) {
    const operation = paths![openApiPath(endpoint)]![endpoint.method.toLowerCase() as 'get']!;
    expect(operation).toBeDefined();
    const statuses = Object.keys(operation.responses!);
    expect(statuses).toEqual(expect.arrayContaining(Object.keys(endpoint.responses)));
    if (endpoint.access !== 'public') expect(statuses).toContain('401');
    if (endpoint.body && !endpoint.errors) expect(statuses).toContain('422');
    expect(statuses).toEqual(expect.arrayContaining(Object.keys(endpoint.errors ?? {})));
  }
});

/**
 * The methods and paths docs/demo-api.md documents, each as `METHOD /path` (a product path with its /api/v1, the query
 * left out): every table row's `` `GET /path` ``. A path with a `<placeholder>` (`GET /api/v1/<resource>/:id` in a row,
 * `GET /api/v1/reports/<name>` in the text) stands for one path per name its section's table lists first in a row
 * (`` | `admins` | ``, `` | `dashboard` | ``).
 */
function documentedEndpoints(prose: string): string[] {
  return prose.split(/^(?=## )/m).flatMap((section) => {
    const names = [...section.matchAll(/^\| `([a-z][a-z-]*)`/gm)].map(([, name]) => name);
    const route = (method: string, url: string) => `${method} ${url.split('?')[0]}`;
    const rows = [...section.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) ([^`\s]+)`/gm)].map(([, method, url]) =>
      route(method, url),
    );
    const templates = [...section.matchAll(/`(GET|POST|PUT|PATCH|DELETE) ([^`\s]*<\w+>[^`\s]*)`/g)].map(
      ([, method, url]) => route(method, url),
    );
    const expanded = [...new Set(templates)].flatMap((template) =>
      names.map((name) => template.replace(/<\w+>/, name)),
    );
    return [...rows.filter((row) => !/<\w+>/.test(row)), ...expanded];
  });
}

describe('docs/demo-api.md', () => {
  const documented = documentedEndpoints(
    fs.readFileSync(path.resolve(__dirname, '../../../../docs/demo-api.md'), 'utf8'),
  );
  const endpoints = ALL_ENDPOINTS.map(
    (endpoint) => `${endpoint.method} ${endpoint.api === 'product' ? PRODUCT_API_PREFIX : ''}${endpoint.path}`,
  );

  it('reads the documented endpoints, one path per name of a placeholder', () => {
    expect(documented).toEqual(
      expect.arrayContaining([
        'POST /jwt/login',
        'GET /api/v1/conversations/:id/messages',
        'DELETE /api/v1/comments/:id',
        'GET /api/v1/reports/communications',
      ]),
    );
    expect(documented.some((row) => /[<?]/.test(row))).toBe(false);
  });

  it('has a row for every endpoint of the document, demo and product', () => {
    expect(ALL_ENDPOINTS.some((endpoint) => endpoint.api === 'demo')).toBe(true);
    expect(ALL_ENDPOINTS.some((endpoint) => endpoint.api === 'product')).toBe(true);
    expect(endpoints.filter((endpoint) => !documented.includes(endpoint))).toEqual([]);
  });

  it('documents no endpoint the document does not have, and none twice', () => {
    expect(documented.filter((row) => !endpoints.includes(row))).toEqual([]);
    expect(documented.filter((row, index) => documented.indexOf(row) !== index)).toEqual([]);
  });
});
