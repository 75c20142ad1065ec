import { describe, expect, it } from 'vitest';
import { BASIC_CHECK_LABEL } from './assistant.constants.ts';
import { basicSmartCheck } from './smart-check.ts';

const TODAY = '2026-11-27';
const check = (text: string) => basicSmartCheck(text, TODAY);

describe('basicSmartCheck', () => {
  it('passes a rock with a number, a date and one goal, and says attainable is not judged', () => {
    const result = check('Grow monthly recurring revenue to $200k by March 31');
    expect(result).toMatchObject({ isSmart: true, suggestedImprovement: '', checkedBy: BASIC_CHECK_LABEL });
    expect(result.evaluation.attainable.value).toBeNull();
    expect(result.evaluation.attainable.reason).toMatch(/cannot judge/);
  });

  it('takes a finished state and a quarter in place of a number and a date', () => {
    expect(check('Launch the new customer portal in Q1').isSmart).toBe(true);
  });

  it('finds a vague rock neither specific nor measurable nor time-bound', () => {
    const result = check('Improve sales');
    expect(result.isSmart).toBe(false);
    expect(result.evaluation).toMatchObject({
      specific: { value: false },
      measurable: { value: false },
      timeBound: { value: false },
      realistic: { value: true },
    });
    expect(result.reason).toMatch(/^Not yet Specific, Measurable, Time-bound/);
    expect(result.suggestedImprovement).toMatch(/Add a number/);
  });

  it('finds several goals in one rock', () => {
    const result = check('Hire two engineers and launch the app and open the Berlin office by June');
    expect(result.evaluation.realistic.value).toBe(false);
    expect(result.suggestedImprovement).toMatch(/one goal per rock/);
  });

  it('wants a date or a period', () => {
    const result = check('Sign 10 new enterprise customers');
    expect(result.evaluation.timeBound.value).toBe(false);
    expect(result.evaluation.measurable.value).toBe(true);
  });
});
