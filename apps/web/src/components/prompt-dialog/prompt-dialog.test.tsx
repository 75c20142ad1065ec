import { notifications } from '@mantine/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { TestMantine } from '../../test/render.tsx';
import { PromptDialog, type TPromptDialogProps } from './prompt-dialog.tsx';

function renderPrompt(props: Partial<TPromptDialogProps> = {}) {
  const onConfirm = vi.fn(props.onConfirm ?? (async () => undefined));
  const onClose = vi.fn();
  render(
    <TestMantine>
      <PromptDialog
        opened
        title="Create folder"
        label="Folder name"
        confirmLabel="Create"
        forbiddenValues={['Company', 'Sales']}
        forbiddenMessage="A folder with this name already exists."
        {...props}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </TestMantine>,
  );
  return { onConfirm, onClose, user: userEvent.setup({ delay: null }) };
}

afterEach(() => notifications.clean());

describe('the user prompt dialog (002 §5)', () => {
  it('says *Required Field and cannot confirm a blank answer', async () => {
    const { user, onConfirm } = renderPrompt();
    const field = await screen.findByLabelText(/Folder name/);
    expect(screen.getByText('*Required Field')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.type(field, '   {Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('refuses a forbidden answer whatever its case and spaces, with the message under the input', async () => {
    const { user, onConfirm } = renderPrompt();
    const field = await screen.findByLabelText(/Folder name/);
    await user.type(field, '  sALES ');
    expect(screen.getByText('A folder with this name already exists.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.type(field, '{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(field, 'team');
    expect(screen.queryByText('A folder with this name already exists.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('confirms the trimmed answer with Enter and closes', async () => {
    const { user, onConfirm, onClose } = renderPrompt();
    await user.type(await screen.findByLabelText(/Folder name/), ' Marketing {Enter}');
    expect(onConfirm).toHaveBeenCalledWith('Marketing');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('cancels with Escape without confirming', async () => {
    const { user, onConfirm, onClose } = renderPrompt();
    await user.type(await screen.findByLabelText(/Folder name/), 'Ops');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows the server’s message when the save is refused', async () => {
    const { user, onClose } = renderPrompt({
      onConfirm: async () => {
        throw new ApiError(422, [
          { id: 'VAL_DUPLICATE', type: 'error', text: 'Taken in the meantime.', field: 'title' },
        ]);
      },
    });
    const field = await screen.findByLabelText(/Folder name/);
    await user.type(field, 'Ops');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Taken in the meantime.')).toBeInTheDocument();
    expect(field).toHaveValue('Ops');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('confirms once on a double click, and not again while it closes (issue 35)', async () => {
    const { user, onConfirm, onClose } = renderPrompt();
    await user.type(await screen.findByLabelText(/Folder name/), 'Leadership');
    await user.dblClick(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The dialog is still on screen while it animates out: a late click sends nothing.
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
