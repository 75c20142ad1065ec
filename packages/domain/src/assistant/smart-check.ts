import * as chrono from 'chrono-node';
import { BASIC_CHECK_LABEL, SMART_CRITERION_LABELS, type TSmartCriterion } from './assistant.constants.ts';

/** One criterion's verdict; `value` null when the judge cannot tell. */
export type TSmartVerdict = { value: boolean | null; reason: string };

/** The spec's smart-rock result (000 §3), and who judged it. */
export type TSmartResult = {
  isSmart: boolean;
  suggestedImprovement: string;
  reason: string;
  evaluation: Record<TSmartCriterion, TSmartVerdict>;
  checkedBy: string;
};

const NUMBER =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|hundred|thousand|million|half|double|twice)\b/i;
// Verbs whose rock is done or not done, so the outcome can be checked without a number.
const OUTCOME =
  /\b(?:launch|ship|release|hire|sign|close|complete|finish|publish|deliver|implement|open|install|migrate|certify|go live|roll out|move to|replace|document)\w*\b/i;
const VAGUE =
  /\b(?:improve|better|more|less|work on|look into|try|focus on|optimi[sz]e|enhance|various|stuff|things|etc)\b/i;
const QUARTER = /\b(?:q[1-4]|quarter|this year|year[- ]end|eoq|eoy|h[12])\b/i;
const MANY_GOALS = /\b(?:and also|as well as)\b|;|\band\b.*\band\b/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

function specific(text: string): TSmartVerdict {
  if (words(text).length < 4) return { value: false, reason: 'Too short to say what will be done.' };
  if (VAGUE.test(text) && !NUMBER.test(text))
    return { value: false, reason: 'Words like "improve" or "better" need a concrete result.' };
  return { value: true, reason: 'It says what will be done.' };
}

function measurable(text: string): TSmartVerdict {
  if (NUMBER.test(text)) return { value: true, reason: 'It has a number to measure against.' };
  if (OUTCOME.test(text)) return { value: true, reason: 'It names an outcome that is either done or not.' };
  return { value: false, reason: 'There is no number and no finished state to check.' };
}

function timeBound(text: string, today: string): TSmartVerdict {
  const reference = { instant: new Date(`${today}T12:00:00Z`), timezone: 0 };
  if (QUARTER.test(text) || chrono.parse(text, reference).length > 0)
    return { value: true, reason: 'It names a date or a period.' };
  return {
    value: false,
    reason: 'No date or quarter is named (a rock is due at the end of its quarter, but saying when helps).',
  };
}

function realistic(text: string): TSmartVerdict {
  if (words(text).length > 30) return { value: false, reason: 'Long rocks usually hold more than one goal.' };
  if (MANY_GOALS.test(text))
    return { value: false, reason: 'It reads like several goals; one owner owns one rock.' };
  return {
    value: true,
    reason: 'One goal, sized for one owner. Whether the resources are there is not judged.',
  };
}

const ATTAINABLE: TSmartVerdict = {
  value: null,
  reason:
    'A basic check cannot judge whether the owner can reach this in a quarter; connect an AI model for that.',
};

const IMPROVEMENTS: Record<Exclude<TSmartCriterion, 'attainable'>, string> = {
  specific: 'Say exactly what will be different when the rock is done.',
  measurable: 'Add a number or a finished state, e.g. "Grow revenue to $2M" or "Launch the new website".',
  realistic: 'Keep one goal per rock; split the others into rocks of their own.',
  timeBound: 'Add when it is due, e.g. "by March 31" or "in Q1".',
};

/**
 * THE BASIC CHECK: the SMART judge used when no model is connected. It judges what rules can (a
 * number or an outcome, a date or quarter, one owner-sized goal, enough words) and says that it
 * cannot judge whether the rock is attainable.
 */
export function basicSmartCheck(description: string, today: string): TSmartResult {
  const text = description.trim();
  const evaluation: Record<TSmartCriterion, TSmartVerdict> = {
    specific: specific(text),
    measurable: measurable(text),
    attainable: ATTAINABLE,
    realistic: realistic(text),
    timeBound: timeBound(text, today),
  };
  const failed = (['specific', 'measurable', 'realistic', 'timeBound'] as const).filter(
    (criterion) => evaluation[criterion].value === false,
  );
  const isSmart = failed.length === 0;
  const reason = isSmart
    ? 'It passes every rule a basic check has; whether it is attainable is for the team to judge.'
    : `Not yet ${failed.map((c) => SMART_CRITERION_LABELS[c]).join(', ')}: ${failed.map((c) => evaluation[c].reason).join(' ')}`;
  return {
    isSmart,
    suggestedImprovement: failed.map((c) => IMPROVEMENTS[c]).join(' '),
    reason,
    evaluation,
    checkedBy: BASIC_CHECK_LABEL,
  };
}
