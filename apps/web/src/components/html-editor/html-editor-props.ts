/** Props of the notes editor (shared by the lazy wrapper and the TipTap implementation). */
export type THtmlEditorProps = {
  /** The notes as HTML; '' when empty. */
  value: string;
  /** Called with the new HTML ('' when the editor is empty). */
  onChange: (html: string) => void;
  /** The accessible name of the editable area, e.g. 'Notes'. */
  label: string;
  /** The id of the editable area (for a `<label htmlFor>`). */
  id?: string;
  /** Height of the editable area in px (002 §9 default 140). */
  minHeight?: number;
  /**
   * Takes the cursor (at the end) as soon as it shows: for an editor opened by a click, so the
   * first words typed are not lost (issue 35). Popups leave it off: their title takes the focus.
   */
  autoFocus?: boolean;
};
