import { Document } from '@react-pdf/renderer';
import type { TPdfJob, TPdfSummary } from '../pdf-jobs.ts';
import { emptyNote, facts, h, heading, pdfPage, table } from '../pdf-kit.ts';
import type { TPdfWords } from '../pdf-words.ts';
import { statusCell } from './meeting-list.ts';
import { formatDuration } from './pdf-format.ts';
import { scorecardTables } from './scorecard.ts';

/** A rating to one decimal in the locale (`8,5` in German), or "Not rated". */
const rating = (value: number | null, words: TPdfWords) =>
  value === null ? words.t('pdf.summary.notRated') : words.number(Math.round(value * 10) / 10);

/** The agenda with each section's planned minutes and the time it really took. */
function agenda(summary: TPdfSummary, color: string, words: TPdfWords) {
  return table(
    [
      { label: words.t('pdf.summary.section'), flex: 4 },
      { label: words.t('pdf.summary.planned'), width: 60, align: 'right' },
      { label: words.t('pdf.summary.actual'), width: 60, align: 'right' },
    ],
    summary.sections.map((section) => [
      section.name,
      words.t('pdf.summary.minutes', { minutes: section.lengthInMinutes }),
      formatDuration(section.elapsedMs),
    ]),
    color,
    words.t('pdf.common.empty'),
  );
}

/** The share of rocks on track: `50% (1 of 2)`, or "No rocks". */
function rocksOnTrack({ rockCounts }: TPdfSummary, words: TPdfWords) {
  if (rockCounts.onTrackPercent === null) return words.t('pdf.summary.noRocks');
  return words.t('pdf.summary.rocksOnTrackValue', {
    percent: rockCounts.onTrackPercent,
    onTrack: rockCounts.onTrack,
    total: rockCounts.onTrack + rockCounts.offTrack,
  });
}

/**
 * `traction/{m}/summary/pdf?meetingId=`: a held meeting for those who missed it: when and how
 * long, the agenda's planned and actual times, who came and how they rated it, headlines,
 * to-dos made (owners, due dates) and done, issues solved, the rocks' status and the
 * scorecard as it stood when the meeting ended.
 */
export function meetingSummaryDocument(job: TPdfJob & { kind: 'summary' }, words: TPdfWords) {
  const { data: summary, brand } = job;
  const color = brand.color;
  const t = words.t;
  const empty = t('pdf.common.empty');
  const owner = { label: t('pdf.common.owner'), flex: 1.5 };
  return h(
    Document,
    { title: job.title, author: brand.orgName, creator: 'Cairn', producer: 'Cairn' },
    pdfPage(
      { brand, words, title: job.title, subtitle: job.subtitle },
      facts([
        [t('pdf.summary.started'), words.instant(summary.startedAt, brand.timeZone)],
        [t('pdf.summary.ended'), words.instant(summary.endedAt, brand.timeZone)],
        [t('pdf.summary.duration'), formatDuration(summary.durationMs)],
        [t('pdf.summary.averageRating'), rating(summary.averageRating, words)],
        [t('pdf.summary.rocksOnTrack'), rocksOnTrack(summary, words)],
      ]),
      heading(t('pdf.summary.agenda'), color),
      agenda(summary, color, words),
      heading(t('pdf.summary.attendees'), color),
      table(
        [
          { label: t('pdf.summary.attendee'), flex: 4 },
          { label: t('pdf.summary.rating'), width: 60, align: 'right' },
        ],
        summary.attendees.map((attendee) => [attendee.name, rating(attendee.rating, words)]),
        color,
        empty,
      ),
      heading(t('pdf.summary.headlines'), color),
      table(
        [{ label: t('pdf.common.headline'), flex: 4 }, owner],
        summary.headlines.map((headline) => [headline.title, headline.owner]),
        color,
        empty,
      ),
      heading(t('pdf.summary.todosMade'), color),
      table(
        [{ label: t('pdf.common.todo'), flex: 4 }, owner, { label: t('pdf.common.due'), width: 74 }],
        summary.todosAdded.map((todo) => [
          todo.title,
          todo.owner,
          todo.dueDate ? words.day(todo.dueDate) : '',
        ]),
        color,
        empty,
      ),
      heading(t('pdf.summary.todosDone'), color),
      table(
        [{ label: t('pdf.common.todo'), flex: 4 }, owner],
        summary.todosCompleted.map((todo) => [todo.title, todo.owner]),
        color,
        empty,
      ),
      heading(t('pdf.summary.issuesSolved'), color),
      table(
        [{ label: t('pdf.common.issue'), flex: 4 }, owner],
        summary.issuesSolved.map((issue) => [issue.title, issue.owner]),
        color,
        empty,
      ),
      heading(t('pdf.summary.rocks'), color),
      table(
        [
          { label: t('pdf.common.rock'), flex: 4 },
          owner,
          { label: t('pdf.common.due'), width: 74 },
          { label: t('pdf.common.status'), width: 60 },
        ],
        summary.rocks.map((rock) => [
          rock.title,
          rock.owner,
          rock.dueDate ? words.day(rock.dueDate) : '',
          statusCell(rock.status, words),
        ]),
        color,
        empty,
      ),
      heading(t('pdf.summary.scorecard'), color),
      ...(summary.scorecard ? scorecardTables(summary.scorecard, color, words) : [emptyNote(empty)]),
    ),
  );
}
