import { randomUUID } from 'node:crypto';
import type { TMeasurable, TScorecardGrid } from '@cairn/domain/scorecards/scorecards.schemas';
import { describe, expect, it } from 'vitest';
import type { TMeetingSummary } from '../../db/schema/index.ts';
import { createLanguagePacks, translatorFor } from '../languages/index.ts';
import { offTargetNumbers, recapMail } from './live-meeting-recap.ts';

const packs = createLanguagePacks({ dataDir: '/nonexistent', log: console });
const english = translatorFor(packs, 'en');

const MEETING = randomUUID();

/** A weekly measurable of the frozen scorecard with these numbers, oldest first, and their marks. */
function measurable(title: string, goal: Partial<TMeasurable>, cells: [number | null, boolean | null][]) {
  return {
    id: randomUUID(),
    version: 1,
    scorecardId: randomUUID(),
    title,
    ownerId: null,
    editorId: null,
    comparison: 'GreaterOrEqual',
    goalValue: 10,
    goalValueMax: null,
    unitOfMeasure: 'Number',
    valueScale: 'One',
    decimalPlaces: 0,
    interval: 'Weekly',
    formula: null,
    tractionId: MEETING,
    tractionIds: [MEETING],
    goals: [],
    values: cells.map(([value, isOnTarget], index) => ({
      intervalId: `2026-11-${String(index + 2).padStart(2, '0')}`,
      value,
      isOnTarget,
      note: '',
      version: 1,
      isComputed: false,
    })),
    ...goal,
  } satisfies TMeasurable;
}

const grid = (measurables: TMeasurable[]): TScorecardGrid => ({
  id: randomUUID(),
  tractionId: MEETING,
  title: 'Leadership',
  end: '2026-11-23',
  periods: { Weekly: [], Monthly: [], Quarterly: [] },
  measurables,
});

const summary = (fields: Partial<TMeetingSummary> = {}): TMeetingSummary => ({
  date: '2026-11-23T09:00:00.000Z',
  durationMs: 90 * 60_000,
  sections: [],
  attendees: [],
  averageRating: 8.5,
  todosAdded: [],
  todosCompleted: [],
  issuesSolved: [{ id: randomUUID(), title: 'Cash flow is <tight>' }],
  headlinesReviewed: [{ id: randomUUID(), title: 'Won the Leeds contract' }],
  rocks: { onTrack: 3, offTrack: 1, onTrackPercent: 75 },
  scorecard: grid([
    measurable('New customers', {}, [
      [12, true],
      [8, false],
    ]),
    measurable('Cash days', { comparison: 'Between', goalValue: 30, goalValueMax: 60 }, [[45, true]]),
    measurable('Hours billed', { comparison: 'LessOrEqual', goalValue: 4, decimalPlaces: 0 }, [
      [4.2, false],
      [null, null],
    ]),
  ]),
  ...fields,
});

describe('the recap mail', () => {
  const mail = recapMail(
    {
      title: 'Leadership L10',
      summary: summary(),
      todosMade: [
        { title: 'Call the bank', owner: 'Ada Admin', dueDate: '2026-11-30' },
        { title: 'Draft the offer', owner: null, dueDate: null },
      ],
      link: 'https://cairn.example/traction/m/m/o',
      pdfLink: 'https://cairn.example/api/v2/traction/m/summary/pdf?meetingId=o',
    },
    english,
  );

  it('says the rating, the to-dos with owners and due dates, what was solved and heard, rocks and missed numbers', () => {
    expect(mail.subject).toBe('Meeting recap: Leadership L10');
    expect(mail.text.split('\n')).toEqual([
      'Leadership L10, 2026-11-23: 1:30:00, rated 8.5.',
      '',
      'To-dos made:',
      '- Call the bank · Ada Admin · due 2026-11-30',
      '- Draft the offer',
      '',
      'Issues solved:',
      '- Cash flow is <tight>',
      '',
      'Headlines:',
      '- Won the Leeds contract',
      '',
      'Rocks:',
      '- 3 on track, 1 off track (75% on track)',
      '',
      'Numbers off target:',
      '- New customers: 8 (goal ≥ 10)',
      '- Hours billed: 4.2 (goal ≤ 4)',
      '',
      'Summary: https://cairn.example/traction/m/m/o',
      'Summary as PDF: https://cairn.example/api/v2/traction/m/summary/pdf?meetingId=o',
    ]);
  });

  it('escapes every title in its HTML and links the summary and its PDF', () => {
    expect(mail.html).toContain('Cash flow is &lt;tight&gt;');
    expect(mail.html).not.toContain('<tight>');
    expect(mail.html).toContain('href="https://cairn.example/traction/m/m/o"');
    expect(mail.html).toContain('Download it as PDF');
  });

  it('leaves out empty sections and the PDF while meeting PDFs are off', () => {
    const quiet = recapMail(
      {
        title: 'Sales',
        summary: summary({
          averageRating: null,
          issuesSolved: [],
          headlinesReviewed: [],
          rocks: { onTrack: 0, offTrack: 0, onTrackPercent: null },
          scorecard: null,
        }),
        todosMade: [],
        link: 'https://cairn.example/s',
        pdfLink: null,
      },
      english,
    );
    expect(quiet.text).toBe('Sales, 2026-11-23: 1:30:00, not rated.\n\nSummary: https://cairn.example/s');
    expect(quiet.html).not.toContain('PDF');
  });
});

describe('the recap mail in German', () => {
  it('says everything in the reader’s language, numbers in its format', () => {
    const mail = recapMail(
      {
        title: 'Leadership L10',
        summary: summary(),
        todosMade: [{ title: 'Call the bank', owner: 'Ada Admin', dueDate: '2026-11-30' }],
        link: 'https://cairn.example/s',
        pdfLink: 'https://cairn.example/s.pdf',
      },
      translatorFor(packs, 'de'),
    );
    expect(mail.subject).toBe('Meeting-Zusammenfassung: Leadership L10');
    expect(mail.text).toContain('Leadership L10, 2026-11-23: 1:30:00, bewertet mit 8,5.');
    expect(mail.text).toContain('- Call the bank · Ada Admin · fällig am 2026-11-30');
    expect(mail.text).toContain('- 3 im Plan, 1 nicht im Plan (75 % im Plan)');
    expect(mail.text).toContain('Zahlen unter Ziel:');
    expect(mail.html).toContain('Als PDF herunterladen');
  });
});

describe('numbers off target', () => {
  it('takes each measurable’s latest number and reads nothing from a scorecard it cannot read', () => {
    expect(offTargetNumbers(summary().scorecard, english)).toEqual([
      'New customers: 8 (goal ≥ 10)',
      'Hours billed: 4.2 (goal ≤ 4)',
    ]);
    expect(offTargetNumbers({ measurables: 'broken' }, english)).toEqual([]);
    expect(offTargetNumbers(undefined, english)).toEqual([]);
  });
});
