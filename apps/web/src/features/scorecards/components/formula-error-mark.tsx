import { VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import classes from './scorecard-grid.module.css';
import '../texts.ts';

type TProps = {
  /** Why the formula could not compute the period (the answer's `error`). */
  reason: string;
  /**
   * Give the reason as the mark's own title and to screen readers. The grid leaves it off: its
   * cells already carry the reason in their description and the grid's one hover tip shows it.
   */
  hasOwnTip?: boolean;
};

/**
 * An error cell's mark (a stored formula that could not be computed, issue 28): a small sign and
 * one word in a muted colour, so one broken formula reads as a note to fix, not an alarm.
 */
export function FormulaErrorMark({ reason, hasOwnTip = false }: TProps) {
  const { t } = useTranslation();
  return (
    <span className={classes.errorMark} title={hasOwnTip ? reason : undefined}>
      <IconAlertTriangle size={13} stroke={2} aria-hidden />
      <span>{t('scorecard.cell.error')}</span>
      {hasOwnTip ? <VisuallyHidden>{`: ${reason}`}</VisuallyHidden> : null}
    </span>
  );
}
