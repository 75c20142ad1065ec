import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer } from '../../test-support/mock-api.ts';
import { cleanUpAfterEachItemTest, type TMockHandlers } from '../../test-support/render-item-popup.tsx';
import { BEA_ID, buildHeadline, HEADLINE_ID, renderHeadlineUi } from '../test-support.ts';
import { EditHeadlinePanel } from './edit-headline-panel.tsx';

const LOAD = { timeout: 5000 };
const PUT = `PUT /headline/${HEADLINE_ID}`;

function renderEdit(handlers: TMockHandlers = {}, isCascadeOn = false) {
  return renderHeadlineUi((onClose) => <EditHeadlinePanel headlineId={HEADLINE_ID} onClose={onClose} />, {
    handlers,
    role: 'Owner',
    isCascadeOn,
  });
}

cleanUpAfterEachItemTest();

describe('EditHeadlinePanel', { timeout: 30_000 }, () => {
  it('shows the headline with its meeting and review status', async () => {
    renderEdit();
    expect(await screen.findByRole('textbox', { name: /Title/ }, LOAD)).toHaveValue(
      'Acme renewed for two years',
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Meeting' })).toHaveValue('Team sync'));
    expect(screen.getByRole('combobox', { name: 'Review status' })).toHaveValue('To review');
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('Frances Founder');
  });

  it('a 409 keeps the typed title and offers Reload instead of Save', async () => {
    const { api, onClose, user } = renderEdit({
      [PUT]: errorAnswer(409, 'STALE', 'Someone else changed it'),
    });
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await user.clear(title);
    await user.type(title, 'Acme renewed for three years');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this headline');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(title).toHaveValue('Acme renewed for three years');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(api.callsTo(PUT)[0]?.body).toMatchObject({ title: 'Acme renewed for three years', version: 4 });
  });

  it('after Reload, saves the typed title with the version it reloaded', async () => {
    const { api, onClose, user } = renderEdit({
      [`GET /headline/${HEADLINE_ID}`]: [
        { body: { headline: buildHeadline() } },
        { body: { headline: buildHeadline({ version: 8 }) } },
      ],
      [PUT]: [
        errorAnswer(409, 'STALE', 'Someone else changed it'),
        { body: { headline: buildHeadline({ title: 'Acme, three years', version: 9 }) } },
      ],
    });
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await user.clear(title);
    await user.type(title, 'Acme, three years');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(PUT).map((call) => (call.body as { version: number }).version)).toEqual([4, 8]);
    expect(api.callsTo(PUT)[1]?.body).toMatchObject({ title: 'Acme, three years' });
  });

  it('reassigns after an owner change and sends a changed review status with the newest version', async () => {
    const { api, onClose, user } = renderEdit({
      [PUT]: { body: { headline: buildHeadline({ ownerId: BEA_ID, version: 5 }) } },
      [`PUT /headline/${HEADLINE_ID}/reassign`]: {
        body: { headline: buildHeadline({ ownerId: BEA_ID, version: 5 }) },
      },
      [`PUT /headline/${HEADLINE_ID}/review`]: {
        body: { headline: buildHeadline({ ownerId: BEA_ID, status: 'Reviewed', version: 6 }) },
      },
    });
    await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await user.click(await screen.findByRole('option', { name: 'Bea Baker', hidden: true }));
    await user.click(screen.getByRole('combobox', { name: 'Review status' }));
    await user.click(await screen.findByRole('option', { name: 'Reviewed', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(PUT)[0]?.body).toMatchObject({ ownerId: BEA_ID, version: 4 });
    expect(api.callsTo(`PUT /headline/${HEADLINE_ID}/reassign`)[0]?.body).toEqual({
      ownerId: BEA_ID,
      version: 5,
    });
    expect(api.callsTo(`PUT /headline/${HEADLINE_ID}/review`)[0]?.body).toEqual({
      status: 'Reviewed',
      version: 5,
    });
    expect(await screen.findByText('Updated: Acme renewed for two years')).toBeInTheDocument();
  });

  it('has no Cascade while the CascadeHeadlines flag is off', async () => {
    const { api } = renderEdit({}, false);
    await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await waitFor(() => expect(api.callsTo('GET /app-configuration/feature-flags')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cascade' })).not.toBeInTheDocument();
  });

  it('opens Cascade Headline from its Cascade button when the flag is on, and comes back on Cancel', async () => {
    const { user } = renderEdit({}, true);
    await user.click(await screen.findByRole('button', { name: 'Cascade' }, LOAD));
    expect(await screen.findByRole('dialog', { name: 'Cascade Headline' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Headline' })).toBeInTheDocument();
  });

  it('asks to save typed changes before cascading', async () => {
    const { user } = renderEdit({}, true);
    const cascade = await screen.findByRole('button', { name: 'Cascade' }, LOAD);
    expect(cascade).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '!');
    expect(cascade).toBeDisabled();
  });
});
