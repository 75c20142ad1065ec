/** A keyboard shortcut as the help panel lists it. */
export type TShortcut = { keys: string[]; description: string };

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
  { keys: ['N', '→'], description: 'Live meeting, scribe: next section' },
  { keys: ['P', '←'], description: 'Live meeting, scribe: previous section' },
  {
    keys: ['1', '2', '3'],
    description: 'Live meeting IDS, scribe: pick the 1st, 2nd or 3rd issue as a top issue',
  },
  { keys: ['S'], description: 'Live meeting IDS, scribe: the issue being discussed is solved' },
  { keys: ['1…9', '0'], description: 'Live meeting Conclude: rate the meeting (0 is 10)' },
  {
    keys: ['I'],
    description: 'Live meeting: drop the rock, headline or to-do row you are on to Issues',
  },
];
