import type { TTextKey } from '../../lib/i18n/i18n.ts';

/** A keyboard shortcut as the help panel lists it: the key caps as printed, and what it does (a key). */
export type TShortcut = { keys: string[]; description: TTextKey };

/**
 * Every shortcut that works, as the help panel lists them. The Alt item shortcuts are handled in
 * `item-shortcuts.ts`; a test checks that each of them is listed here.
 */
export const KEYBOARD_SHORTCUTS: readonly TShortcut[] = [
  { keys: ['?'], description: 'help.shortcut.openHelp' },
  { keys: ['Alt', 'T'], description: 'help.shortcut.addTodo' },
  { keys: ['Alt', 'I'], description: 'help.shortcut.addIssue' },
  { keys: ['Alt', 'R'], description: 'help.shortcut.addRock' },
  { keys: ['Alt', 'H'], description: 'help.shortcut.addHeadline' },
  { keys: ['Esc'], description: 'help.shortcut.close' },
  { keys: ['Tab'], description: 'help.shortcut.next' },
  { keys: ['Shift', 'Tab'], description: 'help.shortcut.previous' },
  { keys: ['Enter'], description: 'help.shortcut.enter' },
  { keys: ['Space'], description: 'help.shortcut.space' },
  { keys: ['↑', '↓'], description: 'help.shortcut.menu' },
  { keys: ['N', '→'], description: 'help.shortcut.nextSection' },
  { keys: ['P', '←'], description: 'help.shortcut.previousSection' },
  { keys: ['1', '2', '3'], description: 'help.shortcut.pickTopIssue' },
  { keys: ['S'], description: 'help.shortcut.solveIssue' },
  { keys: ['1…9', '0'], description: 'help.shortcut.rate' },
  { keys: ['I'], description: 'help.shortcut.dropToIssues' },
];

/** The one key cap that is a word rather than what is printed on it: named in the person's language. */
export const KEY_CAP_NAMES: Readonly<Record<string, TTextKey>> = { Space: 'help.key.space' };
