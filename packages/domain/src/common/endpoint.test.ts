import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointUrl } from './endpoint.ts';

const LIST = defineEndpoint({
  method: 'GET',
  path: '/meeting/:id/items',
  access: 'public',
  tag: 'todos',
  summary: 'Lists the items of a meeting.',
  params: z.object({ id: z.string() }),
  query: z.object({ ids: z.array(z.string()).optional(), page: z.number().optional() }),
  answer: z.object({}),
});

describe('endpointUrl', () => {
  it('fills the params in, encoded, and writes the defined query values with arrays as comma lists', () => {
    expect(endpointUrl(LIST, { params: { id: 'a/b c' }, query: { ids: ['x', 'y'], page: 2 } })).toBe(
      '/meeting/a%2Fb%20c/items?ids=x%2Cy&page=2',
    );
  });

  it('leaves out undefined and null query values, and the ? when nothing is left', () => {
    expect(endpointUrl(LIST, { params: { id: '7' }, query: { ids: undefined, page: null } })).toBe(
      '/meeting/7/items',
    );
    expect(endpointUrl(LIST, { params: { id: '7' } })).toBe('/meeting/7/items');
  });

  it('refuses a path whose param is missing', () => {
    expect(() => endpointUrl(LIST, { params: {} })).toThrow(/needs the param id/);
    expect(() => endpointUrl(LIST, undefined)).toThrow(/needs the param id/);
  });
});
