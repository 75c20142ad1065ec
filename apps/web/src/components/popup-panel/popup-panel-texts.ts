/** Texts of the unsaved-changes question (spec 000 §2.3, 002 §2) and of the popup footer. */
export const POPUP_PANEL_TEXTS = {
  unsavedChanges: 'You have unsaved changes.',
  discard: 'Discard',
  returnToEditing: 'Return to editing',
  /** Why a popup's Save is disabled (issue 35: a disabled Save always says why). */
  fillRequired: 'Fill in every field marked * (and fix any in red) first.',
  reloadFirst: 'Reload the latest version first.',
} as const;
