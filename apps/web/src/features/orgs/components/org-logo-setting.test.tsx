import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildSession, ORG_ID, renderFeature } from '../../test-support/render-feature.tsx';
import { OrgLogoSetting } from './org-logo-setting.tsx';

const LOGO_URL = `/api/v2/org/${ORG_ID}/logo/0123456789abcdef0123456789abcdef`;

function renderSetting(logoUrl: string | null, canEdit = true) {
  return renderFeature(<OrgLogoSetting org={{ id: ORG_ID, name: 'Acme', logoUrl }} canEdit={canEdit} />, {
    url: '/org',
    path: '/org',
    session: buildSession('Owner'),
  });
}

/** Chooses a file with the Upload logo button's hidden input (the accept filter off, as a drop would be). */
async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.setup({ delay: null, applyAccept: false }).upload(input, file);
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

afterEach(() => notifications.clean());

describe('OrgLogoSetting', () => {
  it('sends the chosen file as the file field of POST org/{id}/logo', async () => {
    const api = mockApi({
      [`POST /org/${ORG_ID}/logo`]: { body: { logoUrl: LOGO_URL } },
      'GET /session': { body: buildSession('Owner') },
    });
    renderSetting(null);
    expect(screen.getByText('No logo: the initials are shown')).toBeInTheDocument();
    await choose(png());
    await waitFor(() => expect(api.callsTo(`POST /org/${ORG_ID}/logo`)).toHaveLength(1));
    expect(String(api.callsTo(`POST /org/${ORG_ID}/logo`)[0]?.body)).toContain('name="file"');
    expect(await screen.findByText('The logo was saved.')).toBeInTheDocument();
  });

  it("shows the server's refusal, and refuses another type before sending", async () => {
    const api = mockApi({
      [`POST /org/${ORG_ID}/logo`]: errorAnswer(
        422,
        'VAL_INVALID',
        'The image is too large to process',
        'file',
      ),
    });
    renderSetting(null);
    await choose(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image');
    expect(api.callsTo(`POST /org/${ORG_ID}/logo`)).toHaveLength(0);
    await choose(png());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The image is too large to process'),
    );
  });

  it('shows the logo and removes it with DELETE org/{id}/logo', async () => {
    const api = mockApi({
      [`DELETE /org/${ORG_ID}/logo`]: { body: { logoUrl: null } },
      'GET /session': { body: buildSession('Owner') },
    });
    renderSetting(LOGO_URL);
    expect(screen.getByRole('img', { name: 'Acme logo' })).toHaveAttribute('src', LOGO_URL);
    await userEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(api.callsTo(`DELETE /org/${ORG_ID}/logo`)).toHaveLength(1));
  });

  it('offers no buttons to someone who may not change it', () => {
    mockApi({});
    renderSetting(LOGO_URL, false);
    expect(screen.getByRole('img', { name: 'Acme logo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
  });
});
