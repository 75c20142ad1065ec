import type { TOrgExport } from '@cairn/domain/org-export/org-export.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { renderFeature } from '../../test-support/render-feature.tsx';
import { ExportImportSection } from './export-import-section.tsx';

const EXPORT_ID = '88888888-8888-4888-8888-888888888888';

const buildExport = (fields: Partial<TOrgExport>): TOrgExport => ({
  id: EXPORT_ID,
  status: 'queued',
  progress: 0,
  downloadUrl: null,
  error: null,
  sizeBytes: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  expiresAt: null,
  ...fields,
});

const render = () => renderFeature(<ExportImportSection />, { url: '/settings', path: '/settings' });
const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'export.zip', { type: 'application/zip' });

describe('ExportImportSection', () => {
  it('asks for an export, follows its progress and offers the download once done', async () => {
    const running = buildExport({ status: 'running', progress: 40 });
    const done = buildExport({
      status: 'done',
      progress: 100,
      downloadUrl: `/api/v2/org/export/${EXPORT_ID}/download`,
      sizeBytes: 20_480,
      expiresAt: '2026-12-04T10:00:00.000Z',
    });
    const api = mockApi({
      'GET /org/exports': [
        { body: { exports: [] } },
        { body: { exports: [running] } },
        { body: { exports: [done] } },
      ],
      'POST /org/export': { status: 201, body: { exportId: EXPORT_ID } },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Export organization' }));
    expect(await screen.findByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
    // The list is read again every second while it runs.
    const card = await screen.findByTestId('org-export', {}, { timeout: 4000 });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Download' })).toBeInTheDocument(), {
      timeout: 4000,
    });
    expect(within(card).getByText('20 KB')).toBeInTheDocument();
    expect(api.callsTo('POST /org/export')).toHaveLength(1);
  });

  it('previews the counts with a dry run before it imports, and names the reasons of a refusal', async () => {
    const api = mockApi({
      'GET /org/exports': { body: { exports: [] } },
      'POST /org/import': [
        errorAnswer(
          422,
          'INVALID',
          'This export is from a newer Cairn (format 2; this one reads up to 1).',
          'file',
        ),
        { status: 201, body: { orgId: null, counts: { org: 1, meetings: 2, todos: 5 }, dryRun: true } },
      ],
    });
    render();
    const importButton = await screen.findByRole('button', { name: 'Import as a new organization' });
    expect(importButton).toBeDisabled();
    // Mantine's FileInput is a button over a hidden file input.
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, zip());
    await userEvent.click(screen.getByRole('button', { name: 'Preview import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('newer Cairn (format 2');
    await userEvent.click(screen.getByRole('button', { name: 'Preview import' }));
    const counts = await screen.findByTestId('import-counts');
    expect(within(counts).getByRole('row', { name: 'meetings 2' })).toBeInTheDocument();
    expect(within(counts).getByRole('row', { name: 'organization 1' })).toBeInTheDocument();
    expect(importButton).toBeEnabled();
    expect(api.callsTo('POST /org/import').map((call) => call.search)).toEqual([
      '?dryRun=true',
      '?dryRun=true',
    ]);
  });
});
