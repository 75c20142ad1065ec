import { ActionIcon, Menu, VisuallyHidden } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { type KeyboardEvent, memo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { FormulaErrorMark } from './formula-error-mark.tsx';
import type { TCellView } from './grid-values.ts';
import classes from './scorecard-grid.module.css';
import type { TCellEdit, TCellPos } from './use-grid-cursor.ts';
import '../texts.ts';

type TProps = {
  pos: TCellPos;
  view: TCellView;
  /** The period's label, for screen readers ("Nov 23"). */
  periodLabel: string;
  isActive: boolean;
  edit: TCellEdit | null;
  isEditable: boolean;
  isMenuOpen: boolean;
  onSelect: (pos: TCellPos, startEditing: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, pos: TCellPos) => void;
  onEditorChange: (text: string) => void;
  onEditorKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onEditorBlur: () => void;
  onMenuChange: (pos: TCellPos | null) => void;
  onNote: (pos: TCellPos) => void;
  onClear: (pos: TCellPos) => void;
};

/** The mark beside the colour, so on/off target does not rest on colour alone. */
function TargetMark({ isOnTarget }: { isOnTarget: boolean }) {
  const { t } = useTranslation();
  // One element, its tick or cross drawn by CSS (issue 38: an svg and its path on every filled cell).
  return (
    <span
      className={`${classes.mark} ${isOnTarget ? `${classes.onMark} ${classes.tick}` : `${classes.offMark} ${classes.cross}`}`}
      aria-label={t(isOnTarget ? 'scorecard.cell.onTarget' : 'scorecard.cell.offTarget')}
      role="img"
    />
  );
}

/**
 * One period's cell: the value with unit, scale and decimals, coloured on or off target with a
 * ✓ / ✗ mark, visibly empty when there is none, an error mark when its formula failed, the evaluation and the note on hover, a note
 * mark in the corner; an input while typed into; the active cell has a menu (note, clear).
 * The hover text is the cell's `aria-description`, shown by the grid's one tip (cell-hover-tip.tsx).
 */
export const ValueCell = memo(function ValueCell(props: TProps) {
  const { t } = useTranslation();
  const { pos, view, isActive, edit, isEditable } = props;
  const tone = view.isOnTarget === null ? '' : view.isOnTarget ? classes.on : classes.off;
  const isEmpty = !view.error && !view.text;
  const className = [
    classes.cell,
    tone,
    view.isComputed ? classes.computed : '',
    isEmpty ? classes.empty : classes.filled,
  ].join(' ');
  if (edit) {
    return (
      <td className={classes.cell} data-row={pos.row} data-col={pos.col} data-active="true">
        <input
          className={classes.editor}
          value={edit.text}
          aria-label={t('scorecard.cell.value', { period: props.periodLabel })}
          aria-invalid={edit.isInvalid || undefined}
          title={edit.isInvalid ? t('scorecard.cell.notANumber') : undefined}
          inputMode="decimal"
          // biome-ignore lint/a11y/noAutofocus: the cell the user just opened takes the typing.
          autoFocus
          onFocus={(event) => {
            const input = event.currentTarget;
            input.setSelectionRange(input.value.length, input.value.length);
          }}
          onChange={(event) => props.onEditorChange(event.currentTarget.value)}
          onKeyDown={props.onEditorKeyDown}
          onBlur={props.onEditorBlur}
        />
      </td>
    );
  }
  const hover = [
    view.error ? t('scorecard.cell.errorReason', { reason: view.error }) : view.evaluation,
    view.note ? t('scorecard.cell.note', { note: view.note }) : '',
    view.isComputed && !view.error ? t('scorecard.cell.formulaReadOnly') : '',
  ]
    .filter(Boolean)
    .join('\n');
  return (
    <td
      className={className}
      data-row={pos.row}
      data-col={pos.col}
      data-active={isActive}
      tabIndex={isActive ? 0 : -1}
      aria-description={hover || undefined}
      onMouseDown={(event) => {
        if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
        event.preventDefault(); // the editor (or this cell) takes the focus itself
        props.onSelect(pos, true);
      }}
      onContextMenu={(event) => {
        event.preventDefault();
        props.onSelect(pos, false);
        props.onMenuChange(pos);
      }}
      onKeyDown={(event) => props.onKeyDown(event, pos)}
    >
      {/* The value and its mark in the cell itself, no inner box (issue 38). */}
      {view.error ? (
        <FormulaErrorMark reason={view.error} />
      ) : view.text ? (
        <>
          {view.isOnTarget === null ? null : <TargetMark isOnTarget={view.isOnTarget} />}
          {view.text}
        </>
      ) : (
        // An empty cell (most of a new scorecard's) says so in its own text, which CSS draws as a
        // dash (scorecard-grid.module.css): no element inside (issue 38).
        t('scorecard.cell.noValue')
      )}
      {view.note ? (
        <span className={classes.noteMark}>
          <VisuallyHidden>{t('scorecard.cell.noteMark')}</VisuallyHidden>
        </span>
      ) : null}
      {isActive && isEditable ? (
        <Menu
          opened={props.isMenuOpen}
          onChange={(isOpen) => props.onMenuChange(isOpen ? pos : null)}
          position="bottom-start"
          withinPortal
        >
          <Menu.Target>
            <ActionIcon
              className={classes.cellMenu}
              size="xs"
              variant="subtle"
              color="gray"
              aria-label={t('scorecard.cell.menu')}
              tabIndex={-1}
            >
              <IconDots size={12} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => props.onNote(pos)}>
              {view.note ? t('scorecard.cell.editNote') : t('scorecard.cell.addNote')}
            </Menu.Item>
            <Menu.Item disabled={!view.text} onClick={() => props.onClear(pos)}>
              {t('scorecard.cell.clearValue')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </td>
  );
});
