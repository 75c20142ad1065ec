import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { THtmlEditorProps } from '../../../components/html-editor/html-editor-props.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { SeatNotesPanel } from './seat-notes-panel.tsx';

// TipTap needs layout jsdom does not have; the panel's own behaviour is what is tested here.
const PlainEditor = ({ value, onChange, label }: THtmlEditorProps) => (
  <textarea aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
);

const seat: TAcSeat = {
  id: '9a9a9a9a-9a9a-4a9a-8a9a-9a9a9a9a9a9a',
  key: 2,
  title: 'Integrator',
  assignedTo: null,
  assignedToId: null,
  avatarUrl: null,
  placeholderName: null,
  parentId: null,
  isAssistant: false,
  isRoot: false,
  isLT: false,
  roles: [],
  notes: '',
  version: 0,
};

describe('SeatNotesPanel', () => {
  it('saves a second after typing stops, and says so when the save fails', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    renderFeature(
      <SeatNotesPanel seat={seat} canEdit save={save} onClose={() => undefined} Editor={PlainEditor} />,
      {
        url: '/',
        path: '/',
        session: buildSession('Owner'),
      },
    );
    const editor = await screen.findByRole('textbox', { name: 'Seat notes' }, { timeout: 5000 });
    const user = userEvent.setup();
    // Pasted at once: typed key by key on a loaded machine, the pauses can outlast the debounce.
    await user.click(editor);
    await user.paste('Runs the weekly L10');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(save.mock.calls[0]?.[0]).toContain('Runs the weekly L10');
    expect(await screen.findByText('Error updating seat notes try again')).toBeInTheDocument();
    await user.type(editor, '.');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
