import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestMantine } from '../../../test/render.tsx';
import { InlineHtml } from './inline-html.tsx';

// Taking the cursor scrolls it into view, which measures text ranges; jsdom has no layout.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

describe('InlineHtml (issue 35: editors opened by a click take the cursor)', { timeout: 30_000 }, () => {
  it('focuses the editor when the 10-year target is opened, so the first words typed land in it', async () => {
    const onSave = vi.fn(async () => true);
    render(
      <TestMantine>
        <InlineHtml label="10-year target" emptyText="Add 10-year target" value="" canEdit onSave={onSave} />
      </TestMantine>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /Edit 10-year target/ }));
    const editor = await screen.findByRole('textbox', { name: '10-year target' }, { timeout: 10_000 });
    await waitFor(() => expect(editor).toHaveFocus());
    await user.keyboard('Double revenue');
    expect(editor).toHaveTextContent('Double revenue');
  });
});
