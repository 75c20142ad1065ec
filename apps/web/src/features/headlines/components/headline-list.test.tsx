import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationProbe } from '../../test-support/render-feature.tsx';
import { cleanUpAfterEachItemTest } from '../../test-support/render-item-popup.tsx';
import { buildHeadline, HEADLINE_ID, renderHeadlineUi } from '../test-support.ts';
import { HeadlineList } from './headline-list.tsx';

const EMPTY = { title: 'No headlines to review', text: 'Add one with Add Headline (or press Alt+H).' };
const REVIEW = `PUT /headline/${HEADLINE_ID}/review`;
const TITLE = 'Acme renewed for two years';

function renderList({ headlines = [buildHeadline()], canChange = true, isCascadeOn = false } = {}) {
  return renderHeadlineUi(
    () => (
      <>
        <HeadlineList headlines={headlines} isPending={false} canChange={canChange} empty={EMPTY} />
        <LocationProbe />
      </>
    ),
    {
      handlers: {
        [REVIEW]: { body: { headline: buildHeadline({ status: 'Reviewed', version: 5 }) } },
        [`DELETE /headline/${HEADLINE_ID}`]: { body: { headlineId: HEADLINE_ID } },
      },
      role: canChange ? 'Member' : 'Observer',
      isCascadeOn,
    },
  );
}

cleanUpAfterEachItemTest();

describe('HeadlineList', { timeout: 30_000 }, () => {
  it('changes the review status in place with the version it shows', async () => {
    const { api, user } = renderList();
    const status = screen.getByRole('combobox', { name: `Review status of ${TITLE}` });
    expect(status).toHaveValue('To review');
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Reviewed', hidden: true }));
    await waitFor(() => expect(api.callsTo(REVIEW)).toHaveLength(1));
    expect(api.callsTo(REVIEW)[0]?.body).toEqual({ status: 'Reviewed', version: 4 });
  });

  it('shows an observer the status as text, with no menu and no editing', async () => {
    const { api } = renderList({ canChange: false });
    expect(screen.getByText('To review')).toBeInTheDocument();
    expect(screen.getByText(TITLE)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /people')).toHaveLength(1));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Actions for ${TITLE}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Edit ${TITLE}` })).not.toBeInTheDocument();
  });

  it('offers Edit and Delete, and Cascade only while the CascadeHeadlines flag is on', async () => {
    const off = renderList({ isCascadeOn: false });
    await waitFor(() => expect(off.api.callsTo('GET /app-configuration/feature-flags')).toHaveLength(1));
    await off.user.click(screen.getByRole('button', { name: `Actions for ${TITLE}` }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Cascade' })).not.toBeInTheDocument();
  });

  it('opens Cascade Headline from the row menu when the flag is on', async () => {
    const { user } = renderList({ isCascadeOn: true });
    await user.click(screen.getByRole('button', { name: `Actions for ${TITLE}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cascade' }, { timeout: 5000 }));
    expect(await screen.findByRole('dialog', { name: 'Cascade Headline' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Owner 1' })).toBeInTheDocument();
  });

  it('asks before deleting and deletes on confirm', async () => {
    const { api, user } = renderList();
    await user.click(screen.getByRole('button', { name: `Actions for ${TITLE}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Delete this headline?')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /headline/${HEADLINE_ID}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Deleted: ${TITLE}`)).toBeInTheDocument();
    expect(api.callsTo(`DELETE /headline/${HEADLINE_ID}`)).toHaveLength(1);
  });

  it('opens Edit Headline on a click on the title: the popup goes into the address', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: `Edit ${TITLE}` }));
    expect(screen.getByTestId('location')).toHaveTextContent(`?edit=headline-${HEADLINE_ID}`);
  });
});
