import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate, isOnTarget, roundTo2 } from './evaluation.ts';
import { COMPARISONS } from './scorecards.constants.ts';

const anyNumber = fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true });

describe('measurable evaluation', () => {
  it('judges each comparison as written', () => {
    expect(isOnTarget({ comparison: 'Greater', goalValue: 10 }, 11)).toBe(true);
    expect(isOnTarget({ comparison: 'Greater', goalValue: 10 }, 10)).toBe(false);
    expect(isOnTarget({ comparison: 'GreaterOrEqual', goalValue: 10 }, 10)).toBe(true);
    expect(isOnTarget({ comparison: 'Less', goalValue: 10 }, 9)).toBe(true);
    expect(isOnTarget({ comparison: 'LessOrEqual', goalValue: 10 }, 10)).toBe(true);
    expect(isOnTarget({ comparison: 'LessOrEqual', goalValue: 10 }, 10.01)).toBe(false);
    expect(isOnTarget({ comparison: 'Equal', goalValue: 0.3 }, 0.1 + 0.2)).toBe(true);
  });

  it('Greater and LessOrEqual never agree, nor Less and GreaterOrEqual; Equal is both or-equals', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (value, goal) => {
        expect(isOnTarget({ comparison: 'Greater', goalValue: goal }, value)).toBe(
          !isOnTarget({ comparison: 'LessOrEqual', goalValue: goal }, value),
        );
        expect(isOnTarget({ comparison: 'Less', goalValue: goal }, value)).toBe(
          !isOnTarget({ comparison: 'GreaterOrEqual', goalValue: goal }, value),
        );
        expect(isOnTarget({ comparison: 'Equal', goalValue: goal }, value)).toBe(
          isOnTarget({ comparison: 'GreaterOrEqual', goalValue: goal }, value) &&
            isOnTarget({ comparison: 'LessOrEqual', goalValue: goal }, value),
        );
      }),
    );
  });

  it('says On Target or Off Target with the difference and percentage rounded to 2 decimals', () => {
    expect(evaluate({ comparison: 'GreaterOrEqual', goalValue: 100 }, 104.1666).text).toBe(
      'On Target · +4.17 (+4.17%)',
    );
    expect(evaluate({ comparison: 'Greater', goalValue: 120 }, 90).text).toBe('Off Target · -30 (-25%)');
    expect(evaluate({ comparison: 'Less', goalValue: 0 }, -5)).toMatchObject({
      isOnTarget: true,
      percentage: null,
      text: 'On Target · -5 (—)',
    });
    fc.assert(
      fc.property(fc.constantFrom(...COMPARISONS), anyNumber, anyNumber, (comparison, value, goal) => {
        const result = evaluate({ comparison, goalValue: goal, goalValueMax: goal }, value);
        expect(result.isOnTarget).toBe(
          isOnTarget({ comparison, goalValue: goal, goalValueMax: goal }, value),
        );
        expect(Math.abs(result.difference - (value - goal))).toBeLessThanOrEqual(
          0.005 + Math.abs(value - goal) * 1e-12,
        );
        expect(result.text.startsWith(result.isOnTarget ? 'On Target' : 'Off Target')).toBe(true);
      }),
    );
  });

  it('a range goal includes both ends and measures a miss from the nearer end', () => {
    const range = { comparison: 'Between', goalValue: 10, goalValueMax: 20 } as const;
    expect(isOnTarget(range, 10)).toBe(true);
    expect(isOnTarget(range, 20)).toBe(true);
    expect(isOnTarget(range, 15)).toBe(true);
    expect(isOnTarget(range, 9.99)).toBe(false);
    expect(isOnTarget(range, 20.01)).toBe(false);
    expect(evaluate(range, 8).text).toBe('Off Target · -2 (-20%)');
    expect(evaluate(range, 25).text).toBe('Off Target · +5 (+25%)');
    expect(evaluate(range, 12)).toMatchObject({ isOnTarget: true, difference: 0 });
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (value, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const goal = { comparison: 'Between', goalValue: low, goalValueMax: high } as const;
        expect(isOnTarget(goal, value)).toBe(
          isOnTarget({ comparison: 'GreaterOrEqual', goalValue: low }, value) &&
            isOnTarget({ comparison: 'LessOrEqual', goalValue: high }, value),
        );
      }),
    );
  });

  it('rounds half away from zero, symmetric around zero', () => {
    expect(roundTo2(1.005)).toBe(1.01);
    expect(roundTo2(-1.005)).toBe(-1.01);
    expect(Object.is(roundTo2(-0.001), 0)).toBe(true);
    fc.assert(
      fc.property(anyNumber, (value) => {
        expect(roundTo2(-value)).toBe(-roundTo2(value) || 0);
      }),
    );
  });
});
