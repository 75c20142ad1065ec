import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { confirmLeave, useLeaveGuard } from './use-leave-guard.tsx';

function Form({ onTab }: { onTab: () => void }) {
  const [name, setName] = useState('');
  useLeaveGuard(name !== '');
  return (
    <>
      <input aria-label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Link to="/dashboard">Dashboard</Link>
      <button type="button" onClick={() => confirmLeave(onTab)}>
        People tab
      </button>
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;

/** The form on an organisation page, the question's modal host, and a user. */
function renderForm(onTab: () => void) {
  renderWithProviders(
    <ModalsProvider>
      <Form onTab={onTab} />
    </ModalsProvider>,
    { route: '/org/detail/1', withLocation: true },
  );
  return userEvent.setup({ delay: null });
}

describe('useLeaveGuard', () => {
  it('lets a clean form go at once', async () => {
    const onTab = vi.fn();
    const user = renderForm(onTab);
    await user.click(screen.getByRole('button', { name: 'People tab' }));
    expect(onTab).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(location()).toBe('/dashboard');
  });

  it('asks before a link or a tab leaves unsaved edits: Return to editing stays, Discard goes', async () => {
    const onTab = vi.fn();
    const user = renderForm(onTab);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Acme');

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to editing' }));
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument());
    expect(location()).toBe('/org/detail/1');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme');

    await user.click(screen.getByRole('button', { name: 'People tab' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onTab).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });
});
