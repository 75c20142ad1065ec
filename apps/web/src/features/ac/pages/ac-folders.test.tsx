import { AC_TEXTS } from '@cairn/domain/ac/ac.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoveToFolderPopup } from '../../../components/documents/move-to-folder-popup.tsx';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { AcHomePage } from './ac-home-page.tsx';

const LOAD = { timeout: 8000 };
const COMPANY = '11111111-1111-4111-8111-111111111111';
const ARCHIVE = '22222222-2222-4222-8222-222222222222';
const NEW_ID = '33333333-3333-4333-8333-333333333333';
const folder = (id: string, title: string, isCompanyFolder = false) => ({
  id,
  title,
  isCompanyFolder,
  version: 0,
  revisions: [],
});

describe('document folders (001 §2, §5)', { timeout: 30_000 }, () => {
  it('opens the page of a folder just created', async () => {
    const api = mockApi({
      'GET /ac/collections': { body: { collections: [folder(COMPANY, 'Acme Accountability Chart', true)] } },
      'POST /ac/collections': { status: 201, body: { collection: folder(NEW_ID, 'Plans 2027') } },
    });
    renderFeature(<AcHomePage />, { url: '/ac', path: '/ac', session: buildSession('Owner') });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create folder' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Create folder' });
    await user.type(within(dialog).getByRole('textbox', { name: /Folder name/ }), 'Plans 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByTestId('location', {}, LOAD)).toHaveTextContent(`/ac/folder/${NEW_ID}`);
    expect(api.callsTo('POST /ac/collections')[0]?.body).toEqual({ title: 'Plans 2027' });
  });

  it('disables Move while the new folder name is an existing folder, in any case and with spaces', async () => {
    const onMove = vi.fn(async () => undefined);
    renderFeature(
      <MoveToFolderPopup
        itemTitle="Q1 chart"
        folders={[
          { id: COMPANY, title: 'Company' },
          { id: ARCHIVE, title: 'Archive' },
        ]}
        currentFolderId={COMPANY}
        maxLength={100}
        onMove={onMove}
        onClose={() => {}}
      />,
      { url: '/', path: '/' },
    );
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Move Q1 chart' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Folder/ }));
    await user.click(await screen.findByRole('option', { name: 'A new folder…', hidden: true }));
    const name = within(dialog).getByRole('textbox', { name: /New folder name/ });
    await user.type(name, '  ARCHIVE ');
    expect(within(dialog).getByText(AC_TEXTS.folderExists)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Archive 2028');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move' })).toBeEnabled());
    expect(within(dialog).queryByText(AC_TEXTS.folderExists)).not.toBeInTheDocument();
  });
});
