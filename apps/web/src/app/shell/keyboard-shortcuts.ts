/** A keyboard shortcut as the help panel lists it. */
export type TShortcut = { keys: string[]; description: string };

/** The hotkey that opens the help panel (Mantine `useHotkeys` notation). */
export const HELP_HOTKEY = 'shift+?';

/**
 * The shortcuts that work today; capabilities add theirs here with their handlers (the Alt+I,
 * Alt+R, Alt+T and Alt+H popups of 000 §2.3 arrive with issues, rocks, to-dos and headlines).
 */
export const KEYBOARD_SHORTCUTS: readonly TShortcut[] = [
  { keys: ['?'], description: 'Open this help panel' },
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
