import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ItemTitle } from './item-title.tsx';

describe('ItemTitle', () => {
  it('is its edit button, one element holding the title, struck through when done', async () => {
    const onEdit = vi.fn();
    renderWithProviders(<ItemTitle title="Call the bank" isDone onEdit={onEdit} />);
    const button = screen.getByRole('button', { name: 'Edit Call the bank' });
    expect(button).toHaveTextContent('Call the bank');
    expect(button.childElementCount).toBe(0);
    expect(button).toHaveStyle({ textDecoration: 'line-through' });
    await userEvent.click(button);
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('is plain text for observers, and marked New when it arrived live', () => {
    renderWithProviders(<ItemTitle title="Call the bank" isNew />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Call the bank')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
  });
});
