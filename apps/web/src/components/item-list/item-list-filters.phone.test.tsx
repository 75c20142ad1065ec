import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaQueryList, stubViewport } from '../../test/match-media.ts';
import { TestMantine } from '../../test/render.tsx';
import { ItemListFilters } from './item-list-filters.tsx';

beforeEach(() => stubViewport('phone'));
afterEach(() => {
  vi.mocked(window.matchMedia).mockImplementation((query: string) => fakeMediaQueryList(query, false));
});

describe('An item list’s filters on a phone', () => {
  it('are two selects under the same names, with the counts, that change the scope and the status', async () => {
    const onScopeChange = vi.fn();
    const onStatusChange = vi.fn();
    render(
      <TestMantine>
        <ItemListFilters
          itemsLabel="rocks"
          scope="everyone"
          onScopeChange={onScopeChange}
          status="open"
          onStatusChange={onStatusChange}
          statusOptions={[
            { value: 'open', label: 'Open' },
            { value: 'finished', label: 'Finished' },
          ]}
          counts={{ open: 4, finished: 2 }}
        />
      </TestMantine>,
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const whose = screen.getByRole('combobox', { name: 'Whose rocks' });
    const status = screen.getByRole('combobox', { name: 'Status of rocks' });
    expect(whose).toHaveValue('everyone');
    expect(screen.getByRole('option', { name: 'Open (4)' })).toHaveProperty('selected', true);
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(whose, 'Mine');
    await user.selectOptions(status, 'Finished (2)');
    expect(onScopeChange).toHaveBeenCalledWith('mine');
    expect(onStatusChange).toHaveBeenCalledWith('finished');
  });
});
