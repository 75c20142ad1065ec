import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * An item's edit popup lives in the address (issue 8 point 4): `?edit=todo-{id}` on any page opens
 * Edit To-Do over it, so the link can be pasted to a colleague, a reload keeps it open and Back
 * closes it. The shell's popup host renders it; the lists only open it.
 */
const EDIT_PARAM = 'edit';

const EDITABLE_ITEMS = ['todo', 'issue', 'rock', 'headline'] as const;
export type TEditableItem = (typeof EDITABLE_ITEMS)[number];
export type TEditTarget = { kind: TEditableItem; id: string };

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `todo-{uuid}` as a target (no character a URL escapes); anything else is no popup. */
export function parseEditParam(value: string | null): TEditTarget | null {
  const text = value ?? '';
  const cut = text.indexOf('-');
  const kind = text.slice(0, cut);
  const id = text.slice(cut + 1);
  if (cut < 0 || !ID.test(id)) return null;
  return (EDITABLE_ITEMS as readonly string[]).includes(kind) ? { kind: kind as TEditableItem, id } : null;
}

export const editParamValue = ({ kind, id }: TEditTarget) => `${kind}-${id}`;

/** The edit popup in the address: which item is open, and opening or closing one. */
export function useEditItem() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = parseEditParam(searchParams.get(EDIT_PARAM));
  // Opening adds a history entry (Back closes the popup); closing replaces it.
  const open = useCallback(
    (kind: TEditableItem, id: string) =>
      setSearchParams((params) => {
        params.set(EDIT_PARAM, editParamValue({ kind, id }));
        return params;
      }),
    [setSearchParams],
  );
  const close = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete(EDIT_PARAM);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { current, open, close };
}
