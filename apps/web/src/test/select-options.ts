import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens a Mantine select and answers its listbox (found by the select's `aria-controls`). */
export async function openSelect(user: UserEvent, select: HTMLElement): Promise<HTMLElement> {
  await user.click(select);
  return waitFor(() => {
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!listbox) throw new Error('the select did not open');
    return listbox;
  });
}

/** The texts of an open listbox's options, in order. */
export function optionTexts(listbox: HTMLElement): (string | null)[] {
  return within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
}
