import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstError } from './focus-first-error.ts';

/** A popup with a valid field and one in error, the latter at `top` px from the window's top. */
function popupWithError(top: number): HTMLInputElement {
  document.body.innerHTML = `
    <main><input aria-invalid="true" id="behind" /></main>
    <div role="dialog"><input id="ok" /><input id="title" aria-invalid="true" /></div>`;
  const field = document.getElementById('title') as HTMLInputElement;
  field.getBoundingClientRect = () => ({ top, bottom: top + 30 }) as DOMRect;
  return field;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('focusFirstError', () => {
  it('focuses the first field in error of the open popup and toasts its message when it was out of view', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    const field = popupWithError(-400);
    focusFirstError('A meeting with this name already exists.');
    await nextFrame();
    expect(document.activeElement).toBe(field);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'ERROR', message: 'A meeting with this name already exists.' }),
    );
  });

  it('only focuses a field that is in view: its message is right there', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    const field = popupWithError(100);
    focusFirstError('A meeting with this name already exists.');
    await nextFrame();
    expect(document.activeElement).toBe(field);
    expect(show).not.toHaveBeenCalled();
  });
});
