import { cleanNumberInput, parseNumberText } from '@cairn/domain/scorecards/value-format';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { isBlock, parsePastedBlock } from './paste-block.ts';

/** A cell of one interval's table: the row (measurable) and the column (period, as shown). */
export type TCellPos = { row: number; col: number };

/** A cell being typed into. */
export type TCellEdit = TCellPos & { text: string; isInvalid: boolean };

type TOptions = {
  rowCount: number;
  colCount: number;
  /** The table, whose cells carry `data-row` and `data-col`. */
  tableRef: RefObject<HTMLTableElement | null>;
  /** False for formula rows and read-only grids. */
  isEditable: (row: number) => boolean;
  /** The stored value of a cell (null when empty). */
  valueAt: (pos: TCellPos) => number | null;
  /** Saves a cell (one add-measured-value call). */
  save: (pos: TCellPos, value: number | null) => void;
  /** Right-click or Shift+F10 on a cell: its menu. */
  onMenu: (pos: TCellPos) => void;
  /** Pasted cells that named no number. */
  onPasteSkipped: (count: number) => void;
};

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * Spreadsheet typing in a scorecard table: one active cell (the only one in the Tab order), click
 * or Enter (or typing a digit) edits, arrows/Tab/Enter move, Escape cancels, Delete clears, and a
 * block pasted from a spreadsheet fills the cells from the active one (one save per cell).
 */
export function useGridCursor(options: TOptions) {
  const { rowCount, colCount, tableRef } = options;
  const [active, setActive] = useState<TCellPos>({ row: 0, col: Math.max(0, colCount - 1) });
  const [edit, setEdit] = useState<TCellEdit | null>(null);
  const editRef = useRef<TCellEdit | null>(null);
  editRef.current = edit;
  const latest = useRef(options);
  latest.current = options;
  const focusPending = useRef(false);

  const clamp = useCallback(
    (pos: TCellPos): TCellPos => ({
      row: Math.max(0, Math.min(rowCount - 1, pos.row)),
      col: Math.max(0, Math.min(colCount - 1, pos.col)),
    }),
    [rowCount, colCount],
  );

  // Keeps the active cell inside the table when rows or periods change.
  useEffect(() => {
    setActive((pos) => clamp(pos));
  }, [clamp]);

  // Focuses the active cell after a move (not on first render: the page keeps its focus).
  useEffect(() => {
    if (!focusPending.current || edit) return;
    focusPending.current = false;
    tableRef.current
      ?.querySelector<HTMLElement>(`[data-row="${active.row}"][data-col="${active.col}"]`)
      ?.focus();
  }, [active, edit, tableRef]);

  const moveTo = useCallback(
    (pos: TCellPos) => {
      focusPending.current = true;
      setActive(clamp(pos));
    },
    [clamp],
  );

  const startEdit = useCallback((pos: TCellPos, text?: string) => {
    if (!latest.current.isEditable(pos.row)) return;
    const stored = latest.current.valueAt(pos);
    const next = { ...pos, text: text ?? (stored === null ? '' : String(stored)), isInvalid: false };
    editRef.current = next;
    setActive({ row: pos.row, col: pos.col });
    setEdit(next);
  }, []);

  /** Ends the edit; saves when the text changed. False when the text names no number. */
  const commit = useCallback((): boolean => {
    const current = editRef.current;
    if (!current) return true;
    const text = current.text.trim();
    const value = text === '' ? null : parseNumberText(text);
    if (text !== '' && value === null) {
      const invalid = { ...current, isInvalid: true };
      editRef.current = invalid;
      setEdit(invalid);
      return false;
    }
    editRef.current = null;
    setEdit(null);
    if (value !== latest.current.valueAt(current)) latest.current.save(current, value);
    return true;
  }, []);

  const cancel = useCallback(() => {
    editRef.current = null;
    focusPending.current = true;
    setEdit(null);
  }, []);

  const onEditorChange = useCallback((raw: string) => {
    const current = editRef.current;
    if (!current) return;
    const next = { ...current, text: cleanNumberInput(raw), isInvalid: false };
    editRef.current = next;
    setEdit(next);
  }, []);

  /** Keys inside the cell editor. */
  const onEditorKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      const current = editRef.current;
      if (!current) return;
      let delta: [number, number] | null = null;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        cancel();
        return;
      }
      if (event.key === 'Enter') delta = event.shiftKey ? [-1, 0] : [1, 0];
      else if (event.key === 'Tab') delta = event.shiftKey ? [0, -1] : [0, 1];
      else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') delta = MOVES[event.key];
      if (!delta) return;
      event.preventDefault();
      if (commit()) moveTo({ row: current.row + delta[0], col: current.col + delta[1] });
    },
    [cancel, commit, moveTo],
  );

  /** Leaving the editor by mouse keeps a valid value and drops an invalid one. */
  const onEditorBlur = useCallback(() => {
    if (!commit()) {
      editRef.current = null;
      setEdit(null);
    }
  }, [commit]);

  /** Keys on a cell that is not being typed into. */
  const onCellKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, pos: TCellPos) => {
      const move = MOVES[event.key];
      if (move) {
        event.preventDefault();
        moveTo({ row: pos.row + move[0], col: pos.col + move[1] });
        return;
      }
      if (event.key === 'Tab') {
        const col = pos.col + (event.shiftKey ? -1 : 1);
        if (col < 0 || col >= colCount) return; // leaves the grid
        event.preventDefault();
        moveTo({ row: pos.row, col });
        return;
      }
      if (event.key === 'Enter' || event.key === 'F2') {
        event.preventDefault();
        startEdit(pos);
        return;
      }
      if ((event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu') {
        event.preventDefault();
        latest.current.onMenu(pos);
        return;
      }
      if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        if (latest.current.isEditable(pos.row) && latest.current.valueAt(pos) !== null)
          latest.current.save(pos, null);
        return;
      }
      if (!event.ctrlKey && !event.metaKey && !event.altKey && /^[0-9.-]$/.test(event.key)) {
        event.preventDefault();
        startEdit(pos, event.key);
      }
    },
    [colCount, moveTo, startEdit],
  );

  /** A block pasted on the table fills the cells from the active one; a single value goes in one cell. */
  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLElement>) => {
      const text = event.clipboardData.getData('text/plain');
      if (editRef.current && !isBlock(text)) return; // an ordinary paste into the editor
      event.preventDefault();
      const start = editRef.current ?? active;
      editRef.current = null;
      setEdit(null);
      let skipped = 0;
      parsePastedBlock(text).forEach((line, rowOffset) => {
        line.forEach((value, colOffset) => {
          const pos = { row: start.row + rowOffset, col: start.col + colOffset };
          if (pos.row >= rowCount || pos.col >= colCount || !latest.current.isEditable(pos.row)) return;
          if (value === 'invalid') skipped += 1;
          else if (value !== latest.current.valueAt(pos)) latest.current.save(pos, value);
        });
      });
      if (skipped > 0) latest.current.onPasteSkipped(skipped);
    },
    [active, rowCount, colCount],
  );

  return {
    active,
    edit,
    select: moveTo,
    startEdit,
    onCellKeyDown,
    onEditorChange,
    onEditorKeyDown,
    onEditorBlur,
    onPaste,
  };
}
