import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { buildMeeting } from '../../test/meetings.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MeetingMultiSelect } from './meeting-multi-select.tsx';

const TITLES = ['Alpha sync', 'Beta review', 'Gamma planning', 'Delta retro'];
/** Meeting ids as the contract has them (uuids). */
const ID = TITLES.map((_title, index) => `${index}0000000-0000-4000-8000-000000000000`);
const MEETINGS = TITLES.map((title, index) => buildMeeting({ id: ID[index], title, inviteeIds: [] }));

function Harness({ onChange, initial = [] }: { onChange: (ids: string[]) => void; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <MeetingMultiSelect
      label="Meetings"
      value={value}
      onChange={(ids) => {
        setValue(ids);
        onChange(ids);
      }}
      isRequired
    />
  );
}

function renderSelect(initial: string[] = []) {
  mockFetch({
    'POST /api/v2/meetings/search': {
      body: { succeeded: true, messages: [], items: MEETINGS, totalCount: null, totalPages: null },
    },
  });
  const onChange = vi.fn();
  renderWithProviders(<Harness onChange={onChange} initial={initial} />);
  return { onChange, user: userEvent.setup({ delay: null }) };
}

async function openList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Meetings/ }));
  await screen.findByRole('checkbox', { name: 'Alpha sync' }, { timeout: 5000 });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MeetingMultiSelect', () => {
  it('shows the chosen meetings on its button and ticks more from the list', async () => {
    const { onChange, user } = renderSelect([ID[1]]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Meetings/ })).toHaveTextContent('Beta review'),
    );
    await openList(user);
    expect(screen.getByRole('checkbox', { name: 'Beta review' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Delta retro' }));
    expect(onChange).toHaveBeenLastCalledWith([ID[1], ID[3]]);
    await user.click(screen.getByRole('checkbox', { name: 'Beta review' }));
    expect(onChange).toHaveBeenLastCalledWith([ID[3]]);
  });

  it('searches by title and says No Results when nothing matches', async () => {
    const { user } = renderSelect();
    await openList(user);
    await user.type(screen.getByRole('textbox', { name: 'Search meetings' }), 'ta');
    expect(screen.getByRole('checkbox', { name: 'Beta review' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Delta retro' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Alpha sync' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search meetings' }), 'zzz');
    expect(screen.getByText('No Results')).toBeInTheDocument();
  });

  it('selects all the shown meetings, and unticks them again', async () => {
    const { onChange, user } = renderSelect([ID[0]]);
    await openList(user);
    await user.type(screen.getByRole('textbox', { name: 'Search meetings' }), 'ta');
    await user.click(screen.getByRole('checkbox', { name: /Select all shown/ }));
    expect(onChange).toHaveBeenLastCalledWith([ID[0], ID[1], ID[3]]);
    await user.click(screen.getByRole('checkbox', { name: /Select all shown/ }));
    expect(onChange).toHaveBeenLastCalledWith([ID[0]]);
  });

  it('ticks a range with shift-click', async () => {
    const { onChange, user } = renderSelect();
    await openList(user);
    await user.click(screen.getByRole('checkbox', { name: 'Alpha sync' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Gamma planning' }));
    await user.keyboard('{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith([ID[0], ID[1], ID[2]]);
    expect(screen.getByRole('checkbox', { name: 'Delta retro' })).not.toBeChecked();
  });

  it('works from the keyboard: arrows move, Space ticks, Escape closes', async () => {
    const { onChange, user } = renderSelect();
    screen.getByRole('button', { name: /Meetings/ }).focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('list', { name: /Meetings/ }, { timeout: 5000 });
    within(list).getByRole('checkbox', { name: 'Alpha sync' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('checkbox', { name: 'Beta review' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith([ID[1]]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('list', { name: /Meetings/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Meetings/ })).toHaveTextContent('Beta review');
  });
});
