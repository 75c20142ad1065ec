import { SCORECARD_TEXTS, type TComparison } from './scorecards.constants.ts';

/**
 * Judging a period's value against the goal in force that period (001 §3 comparison, §8
 * evaluation). Value and goal are in the measurable's own scale, so they compare directly.
 */

/** A goal as judged: the comparison, the goal value and, for `Between`, the range's high end. */
export type TGoal = {
  comparison: TComparison;
  /** The goal; for `Between` the range's low end. */
  goalValue: number;
  /** The range's high end for `Between` (both ends included); null for the other comparisons. */
  goalValueMax?: number | null;
};

/** Values this close (relative) count as equal, so 0.1 + 0.2 equals a goal of 0.3. */
const RELATIVE_TOLERANCE = 1e-9;

function nearlyEqual(a: number, b: number): boolean {
  return Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

/** The range's high end; a range saved without one is a range of one value. */
function highEnd(goal: TGoal): number {
  return goal.goalValueMax ?? goal.goalValue;
}

/** True when `value` meets the goal by its comparison. */
export function isOnTarget(goal: TGoal, value: number): boolean {
  const equal = nearlyEqual(value, goal.goalValue);
  switch (goal.comparison) {
    case 'Equal':
      return equal;
    case 'GreaterOrEqual':
      return equal || value > goal.goalValue;
    case 'LessOrEqual':
      return equal || value < goal.goalValue;
    case 'Greater':
      return !equal && value > goal.goalValue;
    case 'Less':
      return !equal && value < goal.goalValue;
    case 'Between': {
      const high = highEnd(goal);
      return (equal || value > goal.goalValue) && (nearlyEqual(value, high) || value < high);
    }
  }
}

/** Rounds to 2 decimals, half away from zero (1.005 -> 1.01, -1.005 -> -1.01). */
export function roundTo2(value: number): number {
  const rounded = Math.round(Math.abs(value) * 100 + 1e-9) / 100;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** What a cell says on hover: on or off target, and how far from the goal. */
export type TEvaluation = {
  isOnTarget: boolean;
  label: string;
  /** value - goal, rounded to 2 decimals; for a range, the distance past the nearer end (0 inside). */
  difference: number;
  /** The difference as a percentage of the goal, rounded to 2 decimals; null when the goal is 0. */
  percentage: number | null;
  /** "On Target · +12.5 (+4.17%)"; the percentage is a dash when the goal is 0 (002 §5). */
  text: string;
};

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** The goal a value is measured from: the goal, or for a range the end it is past (the low end inside). */
function referenceOf(goal: TGoal, value: number): number {
  if (goal.comparison !== 'Between') return goal.goalValue;
  return value > highEnd(goal) ? highEnd(goal) : value < goal.goalValue ? goal.goalValue : value;
}

/** Evaluates a value against a goal (001 §8: "On Target", "Off Target", difference and percentage). */
export function evaluate(goal: TGoal, value: number): TEvaluation {
  const onTarget = isOnTarget(goal, value);
  const reference = referenceOf(goal, value);
  const difference = roundTo2(value - reference);
  const percentage = reference === 0 ? null : roundTo2(((value - reference) / Math.abs(reference)) * 100);
  const label = onTarget ? SCORECARD_TEXTS.onTarget : SCORECARD_TEXTS.offTarget;
  const share = percentage === null ? '—' : `${signed(percentage)}%`;
  return {
    isOnTarget: onTarget,
    label,
    difference,
    percentage,
    text: `${label} · ${signed(difference)} (${share})`,
  };
}
