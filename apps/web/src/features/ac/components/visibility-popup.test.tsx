import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_HANDLERS } from '../../test-support/item-fixtures.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { PERSON_ID, renderFeature } from '../../test-support/render-feature.tsx';
import { VisibilityPopup } from './visibility-popup.tsx';

const HINT = 'Edit opens once the leadership team meeting has invitees.';

function renderPopup(hasLeadershipTeam: boolean, lt: 'view' | 'edit' = 'view') {
  mockApi(BASE_HANDLERS);
  renderFeature(
    <VisibilityPopup
      visibility={{ lt, org: 'view', individuals: [] }}
      creatorId={PERSON_ID}
      myPersonId={PERSON_ID}
      hasLeadershipTeam={hasLeadershipTeam}
      isSaving={false}
      onSave={() => {}}
      onClose={() => {}}
    />,
    { url: '/', path: '/' },
  );
  return within(screen.getByRole('radiogroup', { name: 'Leadership team' }));
}

describe('the chart visibility popup (001 §5)', () => {
  it("disables the leadership team's Edit, with the reason, until its meeting has invitees", () => {
    const lt = renderPopup(false);
    expect(lt.getByRole('radio', { name: 'Edit' })).toBeDisabled();
    expect(lt.getByRole('radio', { name: 'View' })).toBeEnabled();
    expect(screen.getByText(HINT)).toBeInTheDocument();
    // The organisation's Edit does not depend on it.
    expect(
      within(screen.getByRole('radiogroup', { name: 'Everyone in the organization' })).getByRole('radio', {
        name: 'Edit',
      }),
    ).toBeEnabled();
  });

  it('offers it once the leadership team has invitees', () => {
    const lt = renderPopup(true);
    expect(lt.getByRole('radio', { name: 'Edit' })).toBeEnabled();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });
});
