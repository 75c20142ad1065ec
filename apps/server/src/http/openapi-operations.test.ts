import { describe, expect, it } from 'vitest';
import {
  errorStatusesOf,
  hasVersionProperty,
  securityOf,
  type TOperationFacts,
} from './openapi-operations.ts';

const facts = (overrides: Partial<TOperationFacts>): TOperationFacts => ({
  method: 'GET',
  access: 'content.read',
  hasParams: false,
  hasQuery: false,
  hasBody: false,
  isVersioned: false,
  isRateLimited: false,
  isHealthCheck: false,
  ...overrides,
});

describe('the error statuses of an operation, from its declaration', () => {
  it('a public read without input can only find the database down', () => {
    expect(errorStatusesOf(facts({ access: 'public' }))).toEqual([503]);
  });

  it('a rate-limited public form: unreadable, invalid, too many, database down', () => {
    expect(
      errorStatusesOf(facts({ method: 'POST', access: 'public', hasBody: true, isRateLimited: true })),
    ).toEqual([400, 422, 429, 503]);
  });

  it('a signed-in read without organisation: 401 only (no 403), 422 on its query', () => {
    expect(errorStatusesOf(facts({ access: 'session', hasQuery: true }))).toEqual([401, 422, 503]);
  });

  it("a signed-in change: 403 for the cookie session's CSRF check", () => {
    expect(errorStatusesOf(facts({ method: 'PUT', access: 'session', hasBody: true }))).toEqual([
      400, 401, 403, 422, 503,
    ]);
  });

  it('an organisation row edited with its version: every status', () => {
    const edit = facts({
      method: 'PUT',
      access: 'content.change',
      hasParams: true,
      hasBody: true,
      isVersioned: true,
    });
    expect(errorStatusesOf(edit)).toEqual([400, 401, 403, 404, 409, 422, 503]);
  });

  it('an organisation row changed without a version can still conflict (archived, not empty)', () => {
    expect(errorStatusesOf(facts({ method: 'DELETE', access: 'content.change', hasParams: true }))).toContain(
      409,
    );
    expect(errorStatusesOf(facts({ method: 'GET', access: 'content.read', hasParams: true }))).not.toContain(
      409,
    );
  });
});

describe('the security of an operation', () => {
  it('none when public; a cookie (with CSRF on changes) or a bearer token otherwise', () => {
    expect(securityOf(facts({ access: 'public' }))).toEqual([]);
    expect(securityOf(facts({}))).toEqual([{ sessionCookie: [] }, { bearerSession: [] }]);
    expect(securityOf(facts({ method: 'DELETE' }))).toEqual([
      { sessionCookie: [], csrfHeader: [] },
      { bearerSession: [] },
    ]);
  });

  it('names the scope a personal access token needs when tokens may make the call', () => {
    expect(securityOf(facts({ tokenScope: 'todos:read' }))).toEqual([
      { sessionCookie: [] },
      { bearerSession: [] },
      { personalAccessToken: ['todos:read'] },
    ]);
  });
});

describe('a versioned body', () => {
  it('is found at the top level or in a branch of a union', () => {
    expect(hasVersionProperty({ properties: { version: {} } })).toBe(true);
    expect(
      hasVersionProperty({ anyOf: [{ properties: { title: {} } }, { properties: { version: {} } }] }),
    ).toBe(true);
    expect(hasVersionProperty({ properties: { title: {} } })).toBe(false);
    expect(hasVersionProperty(undefined)).toBe(false);
  });
});
