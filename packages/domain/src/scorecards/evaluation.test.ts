import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate, isOnTarget, roundTo2 } from './evaluation.ts';
import { COMPARISONS } from './scorecards.constants.ts';

const anyNumber = fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true });

describe('measurable evaluation', () => {
  it('judges each comparison as written', () => {
    expect(isOnTarget('Greater', 11, 10)).toBe(true);
    expect(isOnTarget('Greater', 10, 10)).toBe(false);
    expect(isOnTarget('GreaterOrEqual', 10, 10)).toBe(true);
    expect(isOnTarget('Less', 9, 10)).toBe(true);
    expect(isOnTarget('LessOrEqual', 10, 10)).toBe(true);
    expect(isOnTarget('LessOrEqual', 10.01, 10)).toBe(false);
    expect(isOnTarget('Equal', 0.1 + 0.2, 0.3)).toBe(true);
  });

  it('Greater and LessOrEqual never agree, nor Less and GreaterOrEqual; Equal is both or-equals', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (value, goal) => {
        expect(isOnTarget('Greater', value, goal)).toBe(!isOnTarget('LessOrEqual', value, goal));
        expect(isOnTarget('Less', value, goal)).toBe(!isOnTarget('GreaterOrEqual', value, goal));
        expect(isOnTarget('Equal', value, goal)).toBe(
          isOnTarget('GreaterOrEqual', value, goal) && isOnTarget('LessOrEqual', value, goal),
        );
      }),
    );
  });

  it('says On Target or Off Target with the difference and percentage rounded to 2 decimals', () => {
    expect(evaluate('GreaterOrEqual', 104.1666, 100).text).toBe('On Target · +4.17 (+4.17%)');
    expect(evaluate('Greater', 90, 120).text).toBe('Off Target · -30 (-25%)');
    expect(evaluate('Less', -5, 0)).toMatchObject({
      isOnTarget: true,
      percentage: null,
      text: 'On Target · -5 (—)',
    });
    fc.assert(
      fc.property(fc.constantFrom(...COMPARISONS), anyNumber, anyNumber, (comparison, value, goal) => {
        const result = evaluate(comparison, value, goal);
        expect(result.isOnTarget).toBe(isOnTarget(comparison, value, goal));
        expect(Math.abs(result.difference - (value - goal))).toBeLessThanOrEqual(
          0.005 + Math.abs(value - goal) * 1e-12,
        );
        expect(result.text.startsWith(result.isOnTarget ? 'On Target' : 'Off Target')).toBe(true);
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
