/** @jest-environment node */
// docs/openapi.json is what the endpoints and schemas generate (`npm run openapi` writes it), and it is valid
// OpenAPI 3.1 by a validator that knows nothing of how it was made.
import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { ALL_ENDPOINTS } from './index';
import { openApiDocument, openApiPath } from './openapi';

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

it('agrees with docs/demo-api.md: every demo endpoint of the document has its row there', () => {
  const prose = fs.readFileSync(path.resolve(__dirname, '../../../../docs/demo-api.md'), 'utf8');
  const rows = new Set(
    [...prose.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) ([^`\s]+)`/gm)].map(([, method, url]) => `${method} ${url}`),
  );
  const demo = ALL_ENDPOINTS.filter((endpoint) => endpoint.api === 'demo');
  expect(demo.length).toBeGreaterThan(0);
  expect(demo.map((endpoint) => `${endpoint.method} ${endpoint.path}`).filter((name) => !rows.has(name))).toEqual([]);
});
