import { SCORECARD_TEXTS, type TComparison } from './scorecards.constants.ts';

/**
 * Judging a period's value against the goal in force that period (001 §3 comparison, §8
 * evaluation). Value and goal are in the measurable's own scale, so they compare directly.
 */

/** Values this close (relative) count as equal, so 0.1 + 0.2 equals a goal of 0.3. */
const RELATIVE_TOLERANCE = 1e-9;

function nearlyEqual(a: number, b: number): boolean {
  return Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

/** True when `value` meets `goal` by `comparison`. */
export function isOnTarget(comparison: TComparison, value: number, goal: number): boolean {
  const equal = nearlyEqual(value, goal);
  switch (comparison) {
    case 'Equal':
      return equal;
    case 'GreaterOrEqual':
      return equal || value > goal;
    case 'LessOrEqual':
      return equal || value < goal;
    case 'Greater':
      return !equal && value > goal;
    case 'Less':
      return !equal && value < goal;
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
  /** value - goal, rounded to 2 decimals. */
  difference: number;
  /** The difference as a percentage of the goal, rounded to 2 decimals; null when the goal is 0. */
  percentage: number | null;
  /** "On Target · +12.5 (+4.17%)"; the percentage is a dash when the goal is 0 (002 §5). */
  text: string;
};

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** Evaluates a value against a goal (001 §8: "On Target", "Off Target", difference and percentage). */
export function evaluate(comparison: TComparison, value: number, goal: number): TEvaluation {
  const onTarget = isOnTarget(comparison, value, goal);
  const difference = roundTo2(value - goal);
  const percentage = goal === 0 ? null : roundTo2(((value - goal) / Math.abs(goal)) * 100);
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
