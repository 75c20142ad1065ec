import { MEETING_MATCH_THRESHOLD } from './assistant.constants.ts';

/** The words a spoken meeting name drops before it is compared (001 §4). */
const FILLER_WORDS = /\b(meetings?|calls?|sessions?)\b/gi;

/** A meeting name as compared: lower case, no filler words, punctuation or extra spaces. */
export function normaliseMeetingName(name: string): string {
  return name
    .toLowerCase()
    .replace(FILLER_WORDS, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function bigrams(text: string): Map<string, number> {
  const squeezed = text.replace(/\s+/g, '');
  const counts = new Map<string, number>();
  for (let i = 0; i < squeezed.length - 1; i++) {
    const pair = squeezed.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

/**
 * Dice's coefficient over letter pairs, ignoring spaces (0 to 1): the measure of the
 * `string-similarity` package's compareTwoStrings, which the spec's 0.7 threshold assumes.
 */
export function nameSimilarity(a: string, b: string): number {
  const left = a.replace(/\s+/g, '');
  const right = b.replace(/\s+/g, '');
  if (left === right) return 1;
  if (left.length < 2 || right.length < 2) return 0;
  const leftPairs = bigrams(left);
  let shared = 0;
  for (const [pair, count] of bigrams(right)) {
    const available = leftPairs.get(pair) ?? 0;
    const used = Math.min(available, count);
    shared += used;
    if (used) leftPairs.set(pair, available - used);
  }
  return (2 * shared) / (left.length - 1 + (right.length - 1));
}

export type TMeetingChoice = { id: string; title: string };

/** The meeting whose normalised name is most similar to `spoken`, when above the threshold. */
export function matchMeeting<M extends TMeetingChoice>(spoken: string, meetings: readonly M[]) {
  const wanted = normaliseMeetingName(spoken);
  if (!wanted) return null;
  let best: { meeting: M; score: number } | null = null;
  for (const meeting of meetings) {
    const score = nameSimilarity(wanted, normaliseMeetingName(meeting.title));
    if (score > MEETING_MATCH_THRESHOLD && (!best || score > best.score)) best = { meeting, score };
  }
  return best;
}
