import * as chrono from 'chrono-node';
import { ITEM_TITLE_MAX_LENGTH } from '../items/items.constants.ts';
import type { TAssistantItemType } from './assistant.constants.ts';
import { matchMeeting, normaliseMeetingName, type TMeetingChoice } from './meeting-match.ts';

/** What the assistant understood from one sentence; null where it found nothing. */
export type TExtractedItem = {
  type: TAssistantItemType | null;
  tractionId: string | null;
  title: string | null;
  dueDate: string | null;
};

type TSpan = { start: number; end: number };

/** Words that name a type; the earliest one in the sentence wins. */
const TYPE_PATTERNS: readonly { type: TAssistantItemType; pattern: RegExp }[] = [
  {
    type: 'ToDo',
    pattern: /\b(?:to-?dos?|to do(?=\s*(?::|for\b|in\b|$))|tasks?|action items?|reminders?)\b/i,
  },
  { type: 'Issue', pattern: /\b(?:issues?|problems?|concerns?|blockers?)\b/i },
  {
    type: 'Headline',
    pattern: /\b(?:(?:good|bad|great) )?(?:headlines?|news|announcements?|shout-?outs?)\b/i,
  },
];

// Words around a type keyword that belong to it ("add a new to-do about ...").
const TYPE_BEFORE = /(?:\b(?:add|create|make|log|raise|record|file|capture|put|new|a|an|my|our)\s+)*$/i;
const TYPE_AFTER = /^\s*(?::|-|\b(?:about|regarding|with|that|saying|called|titled|to)\b)?/i;
// Words that lead into a meeting's name ("for the leadership meeting").
const MEETING_BEFORE = /(?:\b(?:for|in|into|to|on|at|during|from)\s+)?(?:\b(?:the|our|my)\s+)?$/i;
const MEETING_AFTER = /^(?:\s+(?:team\s+)?(?:meetings?|calls?|sessions?)\b)?/i;
// Words that lead into a date ("by Friday", "due next Tuesday").
const DATE_BEFORE = /(?:\b(?:by|due|on|before|until|till|for|no later than)\s+)+$/i;

// Words a title neither starts nor ends with once the rest is taken out.
const LEADING_FILLER =
  /^(?:[\s:;,.\-–—]+|(?:please|add|a|an|and|for|in|to|into|on|about|that|called|titled|saying|says|with|regarding)\b)+/i;
const TRAILING_FILLER = /(?:[\s:;,\-–—]+|\b(?:by|due|on|before|until|for|in|to|the|and|please|at)\b)+$/i;

function typeSpan(text: string): { type: TAssistantItemType; span: TSpan } | null {
  let found: { type: TAssistantItemType; span: TSpan } | null = null;
  for (const { type, pattern } of TYPE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match || (found && match.index >= found.span.start)) continue;
    const before = TYPE_BEFORE.exec(text.slice(0, match.index))?.[0] ?? '';
    const afterStart = match.index + match[0].length;
    const after = TYPE_AFTER.exec(text.slice(afterStart))?.[0] ?? '';
    found = { type, span: { start: match.index - before.length, end: afterStart + after.length } };
  }
  return found;
}

/** The words of the text with their places. */
function wordsOf(text: string) {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'&-]*/gu)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** The run of words most like one of the meetings' names (above the spec's threshold). */
function meetingSpan(text: string, meetings: readonly TMeetingChoice[], skip: TSpan | null) {
  const words = wordsOf(text).filter((w) => !skip || w.end <= skip.start || w.start >= skip.end);
  let best: { id: string; score: number; span: TSpan } | null = null;
  for (const meeting of meetings) {
    const size = normaliseMeetingName(meeting.title).split(' ').filter(Boolean).length;
    if (size === 0) continue;
    for (let length = Math.max(1, size - 1); length <= size + 1; length++) {
      for (let first = 0; first + length <= words.length; first++) {
        const span = { start: words[first].start, end: words[first + length - 1].end };
        const match = matchMeeting(text.slice(span.start, span.end), [meeting]);
        if (match && (!best || match.score > best.score)) best = { id: meeting.id, score: match.score, span };
      }
    }
  }
  if (!best) return null;
  const before = MEETING_BEFORE.exec(text.slice(0, best.span.start))?.[0] ?? '';
  const after = MEETING_AFTER.exec(text.slice(best.span.end))?.[0] ?? '';
  return { id: best.id, span: { start: best.span.start - before.length, end: best.span.end + after.length } };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The first date in plain words, counted from `today` (the organisation's day, `YYYY-MM-DD`). */
function dateSpan(text: string, today: string) {
  const reference = { instant: new Date(`${today}T12:00:00Z`), timezone: 0 };
  // "every Monday" is a habit, not a due date.
  const result = chrono
    .parse(text, reference, { forwardDate: true })
    .find((found) => !/\bevery\s+$/i.test(text.slice(0, found.index)));
  if (!result) return null;
  const { start } = result;
  const dueDate = `${start.get('year')}-${pad(start.get('month') ?? 1)}-${pad(start.get('day') ?? 1)}`;
  const before = DATE_BEFORE.exec(text.slice(0, result.index))?.[0] ?? '';
  return { dueDate, span: { start: result.index - before.length, end: result.index + result.text.length } };
}

function withoutSpans(text: string, spans: TSpan[]): string {
  let rest = '';
  let cursor = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start < cursor) {
      cursor = Math.max(cursor, span.end);
      continue;
    }
    rest += `${text.slice(cursor, span.start)} `;
    cursor = span.end;
  }
  return rest + text.slice(cursor);
}

function cleanTitle(rest: string): string | null {
  let title = rest.replace(/\s+/g, ' ').trim();
  for (let previous = ''; previous !== title; ) {
    previous = title;
    title = title.replace(LEADING_FILLER, '').replace(TRAILING_FILLER, '').trim();
  }
  title = title.replace(/\s+([,.;:!?])/g, '$1').replace(/[.!]+$/, '');
  if (!title) return null;
  return (title[0].toUpperCase() + title.slice(1)).slice(0, ITEM_TITLE_MAX_LENGTH);
}

/**
 * THE BUILT-IN EXTRACTOR, used when no model is connected: the type from its keywords, the
 * meeting by the spec's name similarity (001 §4) among `meetings` (the caller's), the first date
 * in plain words counted from `today`, and what is left as the title.
 */
export function extractItem(
  text: string,
  context: { meetings: readonly TMeetingChoice[]; today: string },
): TExtractedItem {
  const typed = typeSpan(text);
  const meeting = meetingSpan(text, context.meetings, typed?.span ?? null);
  // Only a to-do has a due date; in an issue or a headline a date is part of what is said.
  const date = typed && typed.type !== 'ToDo' ? null : dateSpan(text, context.today);
  const spans = [typed?.span, meeting?.span, date?.span].filter((span): span is TSpan => !!span);
  return {
    type: typed?.type ?? null,
    tractionId: meeting?.id ?? null,
    title: cleanTitle(withoutSpans(text, spans)),
    dueDate: date?.dueDate ?? null,
  };
}
