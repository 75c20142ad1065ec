import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

function renderForm() {
  return renderFeature(<ChangePasswordForm onDirtyChange={() => undefined} />, {
    url: '/account',
    path: '/account',
    session: buildSession('Owner'),
  });
}

async function changePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^current password/i), 'Old-Pass-1');
  await user.type(screen.getByLabelText(/^new password/i), 'Level-Ten-10');
  await user.type(screen.getByLabelText(/^confirm new password/i), 'Level-Ten-10');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('ChangePasswordForm', () => {
  it('signs out everywhere else by default', async () => {
    const api = mockApi({ 'PUT /account/password': { body: {} } });
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(screen.getByRole('checkbox', { name: 'Sign out everywhere else' })).toBeChecked();
    await changePassword(user);
    await waitFor(() =>
      expect(api.callsTo('PUT /account/password')[0]?.body).toEqual({
        currentPassword: 'Old-Pass-1',
        newPassword: 'Level-Ten-10',
        signOutOtherSessions: true,
      }),
    );
    expect(
      await screen.findByText('Your password was changed. Your other sessions were signed out.'),
    ).toBeInTheDocument();
  });

  it('keeps the other sessions when the user unticks the choice', async () => {
    const api = mockApi({ 'PUT /account/password': { body: {} } });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Sign out everywhere else' }));
    await changePassword(user);
    await waitFor(() =>
      expect(api.callsTo('PUT /account/password')[0]?.body).toMatchObject({ signOutOtherSessions: false }),
    );
    expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
  });
});
