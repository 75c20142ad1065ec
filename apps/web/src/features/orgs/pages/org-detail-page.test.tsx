import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestSession, TEST_ORG_ID } from '../../../test/sessions.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { renderFeature } from '../../test-support/render-feature.tsx';
import { OrgDetailPage } from './org-detail-page.tsx';

const UNKNOWN = '99999999-9999-4999-8999-999999999999';

afterEach(() => vi.unstubAllGlobals());

describe('OrgDetailPage', () => {
  it("offers a way back from an organisation that is not the user's", async () => {
    mockApi({});
    renderFeature(<OrgDetailPage />, {
      url: `/org/detail/${UNKNOWN}`,
      path: '/org/detail/:id/:tab?',
      session: buildTestSession(),
    });
    expect(await screen.findByText('This organization could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Acme settings' })).toHaveAttribute(
      'href',
      `/org/detail/${TEST_ORG_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  });
});
