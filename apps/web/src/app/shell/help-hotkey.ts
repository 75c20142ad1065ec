/**
 * The hotkey that opens the help panel (Mantine `useHotkeys` notation). Apart from the shortcut
 * list (keyboard-shortcuts.ts), which only the help panel's own chunk needs.
 */
export const HELP_HOTKEY = 'shift+?';
