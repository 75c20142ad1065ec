import { PAGES_WITH_SECRETS } from '@cairn/domain/common/secret-pages';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from './route-table.ts';

describe('the route table', () => {
  // The server builds emailed links from these paths and masks their secrets in access logs; the
  // table keeps its own literals so the schemas behind them stay out of the first page's scripts.
  it('serves every page with a secret in its path at the path the domain declares', () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    for (const page of Object.values(PAGES_WITH_SECRETS)) expect(paths).toContain(page.path);
  });
});
