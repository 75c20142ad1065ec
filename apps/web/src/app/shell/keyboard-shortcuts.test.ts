import { describe, expect, it } from 'vitest';
import { ITEM_SHORTCUTS } from './item-shortcuts.ts';
import { KEYBOARD_SHORTCUTS } from './keyboard-shortcuts.ts';

describe('KEYBOARD_SHORTCUTS', () => {
  it('lists every Alt shortcut the shell handles', () => {
    const listed = KEYBOARD_SHORTCUTS.map((shortcut) => shortcut.keys.join('+'));
    for (const code of Object.keys(ITEM_SHORTCUTS)) {
      expect(listed).toContain(`Alt+${code.replace('Key', '')}`);
    }
  });
});
