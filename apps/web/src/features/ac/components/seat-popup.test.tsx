import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import type { TSeatFields } from '../api/ac-api.ts';
import { SeatPopup } from './seat-popup.tsx';

const LOAD = { timeout: 5000 };

function renderAdd(onSave: (fields: TSeatFields) => Promise<unknown>) {
  mockApi({ 'POST /people/search': { body: { items: [], totalCount: 0, totalPages: 0 } } });
  renderFeature(
    <SeatPopup title="Add Seat" seat={null} isSaving={false} onSave={onSave} onClose={vi.fn()} />,
    {
      url: '/',
      path: '/',
      session: buildSession('Owner'),
    },
  );
  return userEvent.setup({ delay: null });
}

describe('SeatPopup (issue 35)', { timeout: 30_000 }, () => {
  it('saves with an empty role row left over: empty rows are ignored', async () => {
    const onSave = vi.fn(async (_fields: TSeatFields) => undefined);
    const user = renderAdd(onSave);
    await user.type(await screen.findByRole('textbox', { name: /Seat title/ }, LOAD), 'Sales');
    await user.type(screen.getByRole('textbox', { name: 'Role 1' }), 'Sell');
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ title: 'Sales', roles: ['Sell'] });
    expect(screen.queryByText('This field cannot be empty.')).not.toBeInTheDocument();
  });

  it('a double click on Save saves once', async () => {
    const onSave = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
    const user = renderAdd(onSave);
    await user.type(await screen.findByRole('textbox', { name: /Seat title/ }, LOAD), 'Sales');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    await new Promise((resolve) => setTimeout(resolve, 80));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
