import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestMantine } from '../../test/render.tsx';
import { PopupPanel } from './popup-panel.tsx';

function renderPanel(isDirty: boolean) {
  const onClose = vi.fn();
  render(
    <TestMantine>
      <PopupPanel title="Edit note" onClose={onClose} isDirty={isDirty}>
        <input aria-label="Note" />
      </PopupPanel>
    </TestMantine>,
  );
  return onClose;
}

describe('PopupPanel (000 §2.3)', () => {
  it('closes on Escape at once when nothing is unsaved', async () => {
    const onClose = renderPanel(false);
    await screen.findByRole('dialog', { name: 'Edit note' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('asks first when there are unsaved changes: Return to editing keeps it open', async () => {
    const onClose = renderPanel(true);
    await screen.findByRole('dialog', { name: 'Edit note' });
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('You have unsaved changes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to editing' }));
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Discard closes the popup', async () => {
    const onClose = renderPanel(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
