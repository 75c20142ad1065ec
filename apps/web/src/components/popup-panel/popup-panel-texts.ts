/** Texts of the unsaved-changes question (spec 000 §2.3, 002 §2). */
export const POPUP_PANEL_TEXTS = {
  unsavedChanges: 'You have unsaved changes.',
  discard: 'Discard',
  returnToEditing: 'Return to editing',
} as const;
