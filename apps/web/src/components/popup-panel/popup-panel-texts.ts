import type { TTextKey } from '../../lib/i18n/i18n.ts';
import { currentReader } from '../../lib/i18n/texts.ts';
import './texts.ts';

/** The keys of the unsaved-changes question (spec 000 §2.3, 002 §2) and of the popup footer. */
const POPUP_PANEL_KEYS = {
  unsavedChanges: 'popup.unsavedChanges',
  returnToEditing: 'popup.returnToEditing',
  discard: 'popup.discard',
  /** Why a popup's Save is disabled (issue 35: a disabled Save always says why). */
  fillRequired: 'popup.fillRequired',
  reloadFirst: 'popup.reloadFirst',
} as const satisfies Record<string, TTextKey>;

/**
 * The same texts for the areas not on keys yet (the item popups of rocks and issues): each reads
 * its key in the language on screen when it is read. Converted code reads the keys with `t`.
 */
export const POPUP_PANEL_TEXTS: { readonly [name in keyof typeof POPUP_PANEL_KEYS]: string } = {
  get unsavedChanges() {
    return currentReader()(POPUP_PANEL_KEYS.unsavedChanges);
  },
  get returnToEditing() {
    return currentReader()(POPUP_PANEL_KEYS.returnToEditing);
  },
  get discard() {
    return currentReader()(POPUP_PANEL_KEYS.discard);
  },
  get fillRequired() {
    return currentReader()(POPUP_PANEL_KEYS.fillRequired);
  },
  get reloadFirst() {
    return currentReader()(POPUP_PANEL_KEYS.reloadFirst);
  },
};
