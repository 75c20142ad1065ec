import { Document } from '@react-pdf/renderer';
import type { TPdfJob, TPdfSummary } from '../pdf-jobs.ts';
import { emptyNote, facts, h, heading, pdfPage, table } from '../pdf-kit.ts';
import { statusCell } from './meeting-list.ts';
import { formatDay, formatDuration, formatInstant } from './pdf-format.ts';
import { scorecardTables } from './scorecard.ts';

const rating = (value: number | null) => (value === null ? 'Not rated' : String(Math.round(value * 10) / 10));

/** The agenda with each section's planned minutes and the time it really took. */
function agenda(summary: TPdfSummary, color: string) {
  return table(
    [
      { label: 'Section', flex: 4 },
      { label: 'Planned', width: 60, align: 'right' },
      { label: 'Actual', width: 60, align: 'right' },
    ],
    summary.sections.map((section) => [
      section.name,
      `${section.lengthInMinutes} min`,
      formatDuration(section.elapsedMs),
    ]),
    color,
  );
}

/**
 * `traction/{m}/summary/pdf?meetingId=`: a held meeting for those who missed it: when and how
 * long, the agenda's planned and actual times, who came and how they rated it, headlines,
 * to-dos made (owners, due dates) and done, issues solved, the rocks' status and the
 * scorecard as it stood when the meeting ended.
 */
export function meetingSummaryDocument(job: TPdfJob & { kind: 'summary' }) {
  const { data: summary, brand } = job;
  const color = brand.color;
  return h(
    Document,
    { title: job.title, author: brand.orgName, creator: 'Cairn', producer: 'Cairn' },
    pdfPage(
      { brand, title: job.title, subtitle: job.subtitle },
      facts([
        ['Started', formatInstant(summary.startedAt, brand.timeZone)],
        ['Ended', formatInstant(summary.endedAt, brand.timeZone)],
        ['Duration', formatDuration(summary.durationMs)],
        ['Average rating', rating(summary.averageRating)],
        [
          'Rocks on track',
          summary.rockCounts.onTrackPercent === null
            ? 'No rocks'
            : `${summary.rockCounts.onTrackPercent}% (${summary.rockCounts.onTrack} of ${summary.rockCounts.onTrack + summary.rockCounts.offTrack})`,
        ],
      ]),
      heading('Agenda', color),
      agenda(summary, color),
      heading('Attendees', color),
      table(
        [
          { label: 'Attendee', flex: 4 },
          { label: 'Rating', width: 60, align: 'right' },
        ],
        summary.attendees.map((attendee) => [attendee.name, rating(attendee.rating)]),
        color,
      ),
      heading('Headlines', color),
      table(
        [
          { label: 'Headline', flex: 4 },
          { label: 'Owner', flex: 1.5 },
        ],
        summary.headlines.map((headline) => [headline.title, headline.owner]),
        color,
      ),
      heading('To-dos made', color),
      table(
        [
          { label: 'To-do', flex: 4 },
          { label: 'Owner', flex: 1.5 },
          { label: 'Due', width: 74 },
        ],
        summary.todosAdded.map((todo) => [
          todo.title,
          todo.owner,
          todo.dueDate ? formatDay(todo.dueDate) : '',
        ]),
        color,
      ),
      heading('To-dos done', color),
      table(
        [
          { label: 'To-do', flex: 4 },
          { label: 'Owner', flex: 1.5 },
        ],
        summary.todosCompleted.map((todo) => [todo.title, todo.owner]),
        color,
      ),
      heading('Issues solved', color),
      table(
        [
          { label: 'Issue', flex: 4 },
          { label: 'Owner', flex: 1.5 },
        ],
        summary.issuesSolved.map((issue) => [issue.title, issue.owner]),
        color,
      ),
      heading('Rocks', color),
      table(
        [
          { label: 'Rock', flex: 4 },
          { label: 'Owner', flex: 1.5 },
          { label: 'Due', width: 74 },
          { label: 'Status', width: 60 },
        ],
        summary.rocks.map((rock) => [
          rock.title,
          rock.owner,
          rock.dueDate ? formatDay(rock.dueDate) : '',
          statusCell(rock.status),
        ]),
        color,
      ),
      heading('Scorecard', color),
      ...(summary.scorecard ? scorecardTables(summary.scorecard, color) : [emptyNote()]),
    ),
  );
}
