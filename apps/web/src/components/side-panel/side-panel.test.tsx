import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '../../test/match-media.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SIDE_PANEL_DEFAULT_WIDTH, SidePanel } from './side-panel.tsx';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

function renderPanel(onClose = vi.fn()) {
  renderWithProviders(
    <SidePanel name="test" opened onClose={onClose} title="Notes">
      <p>Body</p>
    </SidePanel>,
  );
  return onClose;
}

describe('SidePanel', () => {
  it('opens 350 px wide; its edge moves with the arrow keys and the width is remembered', async () => {
    stubViewport('desktop');
    renderPanel();
    const edge = await screen.findByRole('separator', { name: 'Resize the panel' });
    expect(edge).toHaveAttribute('aria-valuenow', String(SIDE_PANEL_DEFAULT_WIDTH));
    fireEvent.keyDown(edge, { key: 'ArrowLeft' });
    await waitFor(() => expect(edge).toHaveAttribute('aria-valuenow', String(SIDE_PANEL_DEFAULT_WIDTH + 24)));
    expect(window.localStorage.getItem('cairn.side-panel.test')).toBe(String(SIDE_PANEL_DEFAULT_WIDTH + 24));
    fireEvent.keyDown(edge, { key: 'ArrowRight' });
    fireEvent.keyDown(edge, { key: 'ArrowRight' });
    await waitFor(() => expect(edge).toHaveAttribute('aria-valuenow', String(SIDE_PANEL_DEFAULT_WIDTH - 24)));
  });

  it('never narrows below 280 px, and closes on Escape', async () => {
    stubViewport('desktop');
    const onClose = renderPanel();
    const edge = await screen.findByRole('separator', { name: 'Resize the panel' });
    for (let n = 0; n < 10; n++) fireEvent.keyDown(edge, { key: 'ArrowRight' });
    await waitFor(() => expect(edge).toHaveAttribute('aria-valuenow', '280'));
    await userEvent.setup({ delay: null }).keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('takes the whole width on a phone, with no edge to drag', async () => {
    stubViewport('phone');
    renderPanel();
    expect(await screen.findByText('Body')).toBeInTheDocument();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  });
});
