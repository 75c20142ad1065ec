import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { renderFeature } from '../../test-support/render-feature.tsx';
import { UpdatePasswordPage } from './update-password-page.tsx';

function renderPage(code = 'code-1') {
  return renderFeature(<UpdatePasswordPage />, {
    url: `/update-password/${code}`,
    path: '/update-password/:resetCode',
    session: null,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('UpdatePasswordPage', () => {
  it('sends an expired or used link to /reset-password/expired', async () => {
    mockApi({
      'GET /account/password/reset/old-code': errorAnswer(404, 'NOT_FOUND', ACCOUNT_TEXTS.resetExpired),
    });
    renderPage('old-code');
    expect(await screen.findByTestId('location')).toHaveTextContent('/reset-password/expired');
  });

  it('sets the new password with the code and then offers to sign in', async () => {
    const api = mockApi({
      'GET /account/password/reset/code-1': { body: { isValid: true } },
      'POST /account/password/reset': { body: {} },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(await screen.findByLabelText(/^new password/i), 'Level-Ten-10');
    await user.type(screen.getByLabelText(/confirm password/i), 'Level-Ten-1');
    expect(screen.getByText(ACCOUNT_TEXTS.passwordMismatch)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/confirm password/i), '0');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await waitFor(() =>
      expect(api.callsTo('POST /account/password/reset')[0]?.body).toEqual({
        resetCode: 'code-1',
        password: 'Level-Ten-10',
      }),
    );
  });
});
