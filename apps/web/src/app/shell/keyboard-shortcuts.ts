/** A keyboard shortcut as the help panel lists it. */
export type TShortcut = { keys: string[]; description: string };

/** The hotkey that opens the help panel (Mantine `useHotkeys` notation). */
export const HELP_HOTKEY = 'shift+?';

/**
 * Every shortcut that works, as the help panel lists them. The Alt item shortcuts are handled in
 * `item-shortcuts.ts`; a test checks that each of them is listed here.
 */
export const KEYBOARD_SHORTCUTS: readonly TShortcut[] = [
  { keys: ['?'], description: 'Open this help panel' },
  { keys: ['Alt', 'T'], description: 'Add a To-Do (in the meeting you are looking at)' },
  { keys: ['Alt', 'I'], description: 'Add an Issue (in the meeting you are looking at)' },
  { keys: ['Alt', 'R'], description: 'Add a Rock (in the meeting you are looking at)' },
  { keys: ['Alt', 'H'], description: 'Add a Headline (in the meeting you are looking at)' },
  {
    keys: ['Esc'],
    description: 'Close a popup or panel (you are asked first when there are unsaved changes)',
  },
  { keys: ['Tab'], description: 'Move to the next control; the first Tab offers "Skip to main content"' },
  { keys: ['Shift', 'Tab'], description: 'Move to the previous control' },
  { keys: ['Enter'], description: 'Follow a link, press a button or submit a form' },
  { keys: ['Space'], description: 'Press a button or tick a checkbox' },
  { keys: ['↑', '↓'], description: 'Move through the entries of an open menu' },
];
