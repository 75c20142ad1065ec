import { globSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_TAGS } from '../common/api-tags.ts';
import { catalogEndpoints, ENDPOINT_MAPS, operationIdOf } from './endpoint-catalog.ts';

const domain = fileURLToPath(new URL('../', import.meta.url));

describe('the endpoint catalog (OpenAPI operation ids)', () => {
  it('holds every *_ENDPOINTS map of every *.endpoints.ts file', async () => {
    const exported: string[] = [];
    for (const file of globSync('**/*.endpoints.ts', { cwd: domain })) {
      const module: Record<string, unknown> = await import(path.join(domain, file));
      exported.push(...Object.keys(module).filter((name) => name.endsWith('_ENDPOINTS')));
    }
    expect(Object.keys(ENDPOINT_MAPS).sort()).toEqual(exported.sort());
  });

  it('gives every endpoint a unique operation id in camelCase', () => {
    const ids = catalogEndpoints().map((entry) => entry.operationId);
    expect(ids.length).toBeGreaterThan(200);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    for (const { endpoint, operationId } of catalogEndpoints())
      expect(operationIdOf(endpoint)).toBe(operationId);
  });

  it('keeps the operation ids stable: a renamed or removed one breaks integrators (update the list on purpose)', async () => {
    const ids = catalogEndpoints()
      .map((entry) => `${entry.operationId} ${entry.endpoint.method} ${entry.endpoint.path}`)
      .sort();
    await expect(`${ids.join('\n')}\n`).toMatchFileSnapshot('./operation-ids.txt');
  });

  it('declares each endpoint once, under one id', () => {
    const endpoints = catalogEndpoints().map((entry) => entry.endpoint);
    expect(new Set(endpoints).size).toBe(endpoints.length);
    const routes = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('documents every endpoint: a one-line summary of its own, a described tag', () => {
    const entries = catalogEndpoints();
    const bad = entries.filter(({ endpoint }) => {
      const summary = endpoint.summary.trim();
      return summary.length < 8 || summary.length > 100 || summary.endsWith('.') || summary.includes('\n');
    });
    expect(bad.map((entry) => entry.operationId)).toEqual([]);
    const summaries = entries.map((entry) => entry.endpoint.summary);
    expect(summaries.filter((summary, index) => summaries.indexOf(summary) !== index)).toEqual([]);
    expect(
      entries.filter(({ endpoint }) => !(endpoint.tag in API_TAGS)).map((entry) => entry.operationId),
    ).toEqual([]);
  });

  it('gives examples that are valid bodies of their endpoint', () => {
    const withExamples = catalogEndpoints().filter(({ endpoint }) => endpoint.bodyExample !== undefined);
    expect(withExamples.length).toBeGreaterThan(5);
    for (const { endpoint, operationId } of withExamples) {
      const parsed = endpoint.body?.safeParse(endpoint.bodyExample);
      expect(parsed?.success, `${operationId}: ${JSON.stringify(parsed?.error?.issues)}`).toBe(true);
    }
  });
});
