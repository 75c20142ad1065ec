import { TWO_FACTOR_TEXTS } from '@cairn/domain/account/two-factor.constants';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { SecurityTab } from './security-tab.tsx';

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const SETUP = {
  totpUri: 'otpauth://totp/Cairn:frances%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Cairn',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  recoveryCodes: CODES,
};
const THIS = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Chrome 120 on macOS',
  ipAddress: '203.0.113.7',
  lastSeenAt: '2026-11-27T05:00:00.000Z',
  createdAt: '2026-11-20T05:00:00.000Z',
  isCurrent: true,
};
const PHONE = {
  ...THIS,
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Firefox 125 on Android',
  ipAddress: '198.51.100.4',
  isCurrent: false,
};

const off = { twoFactor: { isEnabled: false, requiredBy: [] as string[] } };
const on = { twoFactor: { isEnabled: true, requiredBy: [] as string[] } };

function renderTab() {
  return renderFeature(<SecurityTab />, {
    url: '/account',
    path: '/account',
    session: buildSession('Owner'),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('SecurityTab: two-factor sign-in', () => {
  it('turns on: password, then the QR code with its key as text and ten recovery codes, then a first code', async () => {
    const api = mockApi({
      'GET /account/two-factor': [{ body: off }, { body: on }],
      'GET /account/sessions': { body: { sessions: [THIS] } },
      'POST /account/two-factor/enable': { body: SETUP },
      'POST /account/two-factor/confirm': { body: { token: 'new' } },
      'GET /session': { body: buildSession('Owner') },
    });
    const user = userEvent.setup({ delay: null });
    renderTab();
    await user.type(await screen.findByLabelText(/^current password/i), 'Level-Ten-10');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(api.callsTo('POST /account/two-factor/enable')[0]?.body).toEqual({ password: 'Level-Ten-10' });

    await user.type(screen.getByLabelText(/enter the 6-digit code/i), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(api.callsTo('POST /account/two-factor/confirm')[0]?.body).toEqual({ code: '123 456' }),
    );
    expect(await screen.findByText(/two-factor sign-in is on/i)).toBeInTheDocument();
    expect(await screen.findByText('On')).toBeInTheDocument();
  });

  it('shows a wrong password and a wrong code on their fields', async () => {
    mockApi({
      'GET /account/two-factor': { body: off },
      'GET /account/sessions': { body: { sessions: [THIS] } },
      'POST /account/two-factor/enable': [
        errorAnswer(422, 'VAL_INVALID', TWO_FACTOR_TEXTS.passwordWrong, 'password'),
        { body: SETUP },
      ],
      'POST /account/two-factor/confirm': errorAnswer(
        422,
        'VAL_TWO_FACTOR_CODE_INVALID',
        TWO_FACTOR_TEXTS.codeInvalid,
        'code',
      ),
    });
    const user = userEvent.setup({ delay: null });
    renderTab();
    await user.type(await screen.findByLabelText(/^current password/i), 'Wrong-1');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.passwordWrong)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await screen.findByLabelText(/enter the 6-digit code/i), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.codeInvalid)).toBeInTheDocument();
  });

  it('says which organisation requires it', async () => {
    mockApi({
      'GET /account/two-factor': { body: { twoFactor: { isEnabled: false, requiredBy: ['Northwind'] } } },
      'GET /account/sessions': { body: { sessions: [THIS] } },
    });
    renderTab();
    expect(await screen.findByText(/Northwind requires two-factor sign-in/)).toBeInTheDocument();
  });

  it('turns off with the password and a code', async () => {
    const api = mockApi({
      'GET /account/two-factor': [{ body: on }, { body: off }],
      'GET /account/sessions': { body: { sessions: [THIS] } },
      'POST /account/two-factor/disable': { body: { token: 'new' } },
      'GET /session': { body: buildSession('Owner') },
    });
    const user = userEvent.setup({ delay: null });
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText(/^current password/i), 'Level-Ten-10');
    await user.type(screen.getByLabelText(/code from your app/i), 'abcd0-efgh0');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() =>
      expect(api.callsTo('POST /account/two-factor/disable')[0]?.body).toEqual({
        password: 'Level-Ten-10',
        code: 'abcd0-efgh0',
      }),
    );
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
  });
});

describe('SecurityTab: sessions', () => {
  it('lists device, address and last seen, marks this device, and signs out another', async () => {
    const api = mockApi({
      'GET /account/two-factor': { body: off },
      'GET /account/sessions': [{ body: { sessions: [THIS, PHONE] } }, { body: { sessions: [THIS] } }],
      [`DELETE /session/${PHONE.id}`]: { body: {} },
    });
    const user = userEvent.setup({ delay: null });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Your sessions' });
    await within(table).findByText('Firefox 125 on Android');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Chrome 120 on macOS');
    expect(rows[1]).toHaveTextContent('This device');
    expect(rows[1]).toHaveTextContent('203.0.113.7');
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(rows[2]).toHaveTextContent('Firefox 125 on Android');
    expect(rows[2]).toHaveTextContent('198.51.100.4');
    await user.click(within(rows[2] as HTMLElement).getByRole('button', { name: /sign out firefox/i }));
    await waitFor(() => expect(api.callsTo(`DELETE /session/${PHONE.id}`)).toHaveLength(1));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('signs out of all other sessions, and offers it only when there are others', async () => {
    const api = mockApi({
      'GET /account/two-factor': { body: off },
      'GET /account/sessions': [{ body: { sessions: [THIS, PHONE] } }, { body: { sessions: [THIS] } }],
      'DELETE /session/others': { body: { endedSessions: 1 } },
    });
    const user = userEvent.setup({ delay: null });
    renderTab();
    await screen.findByText('Firefox 125 on Android');
    await user.click(screen.getByRole('button', { name: 'Sign out of all other sessions' }));
    expect(await screen.findByText('Signed out of 1 other session.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /session/others')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign out of all other sessions' })).toBeDisabled(),
    );
  });
});
