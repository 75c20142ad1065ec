import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SCORECARD_TEXTS } from './scorecards.constants.ts';
import {
  ZAddMeasuredValueRequest,
  ZCreateMeasurableRequest,
  ZEditMeasurableRequest,
  ZNumberField,
} from './scorecards.schemas.ts';

const fieldMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const base = () => ({ title: 'Revenue', ownerId: randomUUID(), goalValue: '100', tractionId: randomUUID() });

describe('measurable requests', () => {
  it('fills the spec defaults: Greater, Number, One, 0 decimals, Weekly', () => {
    expect(ZCreateMeasurableRequest.parse(base())).toMatchObject({
      comparison: 'Greater',
      unitOfMeasure: 'Number',
      valueScale: 'One',
      decimalPlaces: 0,
      interval: 'Weekly',
      goalValue: 100,
    });
  });

  it('names each bad field: goal not a number or 16 characters, decimals for the unit, editor = owner, no meeting', () => {
    const ownerId = randomUUID();
    const result = ZCreateMeasurableRequest.safeParse({
      title: ' ',
      ownerId,
      editorId: ownerId,
      goalValue: '1234567890123456',
      unitOfMeasure: 'Dollar',
      decimalPlaces: 3,
    });
    expect(fieldMessages(result)).toEqual({
      title: SCORECARD_TEXTS.required,
      goalValue: SCORECARD_TEXTS.numberTooLong,
    });
    const refined = ZCreateMeasurableRequest.safeParse({
      ...base(),
      tractionId: undefined,
      editorId: ownerId,
      ownerId,
      unitOfMeasure: 'Yen',
      decimalPlaces: 2,
    });
    expect(fieldMessages(refined)).toEqual({
      decimalPlaces: SCORECARD_TEXTS.decimalsForUnit('Yen'),
      editorId: SCORECARD_TEXTS.editorIsOwner,
      tractionId: SCORECARD_TEXTS.needsMeeting,
    });
    expect(fieldMessages(ZCreateMeasurableRequest.safeParse({ ...base(), goalValue: '12a' }))).toEqual({
      goalValue: SCORECARD_TEXTS.notANumber,
    });
    expect(
      fieldMessages(ZCreateMeasurableRequest.safeParse({ ...base(), unitOfMeasure: 'Furlongs' })),
    ).toHaveProperty('unitOfMeasure');
  });

  it('an edit needs the owner and the version', () => {
    const result = ZEditMeasurableRequest.safeParse({ title: 'Revenue', goalValue: 5 });
    expect(Object.keys(fieldMessages(result)).sort()).toEqual(['ownerId', 'version']);
  });

  it('a measured value is a number, numeric text, or null to clear', () => {
    expect(ZAddMeasuredValueRequest.parse({ intervalId: '2026-11-23', value: '12.5' })).toEqual({
      intervalId: '2026-11-23',
      value: 12.5,
      entered: true,
    });
    expect(
      ZAddMeasuredValueRequest.parse({ intervalId: '2026-11-23', value: null, entered: false }).value,
    ).toBeNull();
    expect(ZNumberField.safeParse(Number.NaN).success).toBe(false);
    expect(ZNumberField.safeParse('').success).toBe(false);
  });
});
