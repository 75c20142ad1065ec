import { formatClock } from '@cairn/domain/live-meeting/live-meeting-rules';
import { ZScorecardGrid } from '@cairn/domain/scorecards/scorecards.schemas';
import { formatGoal, formatMeasurableValue } from '@cairn/domain/scorecards/value-format';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { people, type TMeetingSummary, todos } from '../../db/schema/index.ts';
import type { TMail, TMailer } from '../mail/index.ts';
import { escapeHtml, mailLayout } from '../mail/index.ts';

/*
 * The recap a team gets when a meeting ends (issue 35 point 10): what Ninety and Bloom send, so
 * someone who missed the meeting knows what was decided without opening Cairn: the rating, the
 * to-dos made with their owners and due dates, the issues solved, the headlines, the rocks'
 * status, the numbers that missed their goal, and links to the summary (and its PDF).
 */

/** A to-do made in the meeting, as the recap lists it. */
type TRecapTodo = { title: string; owner: string | null; dueDate: string | null };

/** What the recap says, beside the frozen summary. */
export type TRecapInput = {
  title: string;
  summary: TMeetingSummary;
  todosMade: TRecapTodo[];
  /** The summary page, and its PDF while meeting PDFs are on. */
  link: string;
  pdfLink: string | null;
};

/** Each measurable whose latest number in the frozen scorecard missed its goal, as "title: value (goal)". */
export function offTargetNumbers(scorecard: unknown): string[] {
  const grid = ZScorecardGrid.safeParse(scorecard);
  if (!grid.success) return [];
  return grid.data.measurables.flatMap((measurable) => {
    const latest = measurable.values.findLast((cell) => cell.value !== null);
    if (!latest || latest.value === null || latest.isOnTarget !== false) return [];
    const value = formatMeasurableValue(latest.value, measurable, measurable);
    return [`${measurable.title}: ${value} (goal ${formatGoal(measurable, measurable)})`];
  });
}

const todoLine = (todo: TRecapTodo) =>
  [todo.title, todo.owner, todo.dueDate ? `due ${todo.dueDate}` : null].filter(Boolean).join(' · ');

function rocksLine({ onTrack, offTrack, onTrackPercent }: TMeetingSummary['rocks']): string | null {
  if (onTrack + offTrack === 0) return null;
  return `${onTrack} on track, ${offTrack} off track (${onTrackPercent}% on track)`;
}

/** The recap's sections, in the order a team reads them; empty ones are left out. */
function sectionsOf(input: TRecapInput): { title: string; items: string[] }[] {
  const rocks = rocksLine(input.summary.rocks);
  return [
    { title: 'To-dos made', items: input.todosMade.map(todoLine) },
    { title: 'Issues solved', items: input.summary.issuesSolved.map((issue) => issue.title) },
    { title: 'Headlines', items: input.summary.headlinesReviewed.map((headline) => headline.title) },
    { title: 'Rocks', items: rocks ? [rocks] : [] },
    { title: 'Numbers off target', items: offTargetNumbers(input.summary.scorecard) },
  ].filter((section) => section.items.length > 0);
}

/** The recap mail's subject, text and HTML (every name and title escaped). */
export function recapMail(input: TRecapInput): Omit<TMail, 'to'> {
  const { summary } = input;
  const subject = `Meeting recap: ${input.title}`;
  const rating = summary.averageRating === null ? 'not rated' : `rated ${summary.averageRating}`;
  const opening = `${input.title}, ${summary.date.slice(0, 10)}: ${formatClock(summary.durationMs)}, ${rating}.`;
  const sections = sectionsOf(input);
  const links = [`Summary: ${input.link}`, ...(input.pdfLink ? [`Summary as PDF: ${input.pdfLink}`] : [])];
  const text = [
    opening,
    ...sections.flatMap((section) => ['', `${section.title}:`, ...section.items.map((item) => `- ${item}`)]),
    '',
    ...links,
  ].join('\n');
  const list = (section: { title: string; items: string[] }) =>
    `<h3>${escapeHtml(section.title)}</h3><ul>${section.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const pdf = input.pdfLink ? ` · <a href="${escapeHtml(input.pdfLink)}">Download it as PDF</a>` : '';
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(opening)}</p>${sections.map(list).join('')}<p><a href="${escapeHtml(input.link)}">Open the summary</a>${pdf}</p>`,
  );
  return { subject, text, html, action: { label: 'Link', value: input.link } };
}

/** The to-dos the meeting made, with their owners' names and due dates. */
async function todosMade(tx: TDbOrTx, orgId: string, summary: TMeetingSummary): Promise<TRecapTodo[]> {
  const ids = summary.todosAdded.map((todo) => todo.id);
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: todos.id, dueDate: todos.dueDate, firstName: people.firstName, lastName: people.lastName })
    .from(todos)
    .leftJoin(people, eq(people.id, todos.ownerPersonId))
    .where(and(eq(todos.orgId, orgId), inArray(todos.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return summary.todosAdded.map(({ id, title }) => {
    const row = byId.get(id);
    const owner = row?.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null;
    return { title, owner, dueDate: row?.dueDate ?? null };
  });
}

/**
 * Queues the recap mail to every attendee in the end's transaction (through the jobs table:
 * any node's worker sends it; a rolled-back end mails nothing).
 */
export async function queueRecapMail(
  tx: TDbOrTx,
  mailer: TMailer,
  input: { orgId: string; title: string; summary: TMeetingSummary; link: string; pdfLink: string | null },
): Promise<number> {
  const ids = input.summary.attendees.map((a) => a.personId);
  if (ids.length === 0) return 0;
  const recipients = await tx
    .select({ email: people.email })
    .from(people)
    .where(and(eq(people.orgId, input.orgId), inArray(people.id, ids)));
  const mail = recapMail({ ...input, todosMade: await todosMade(tx, input.orgId, input.summary) });
  for (const { email } of recipients) await mailer.send({ to: email, ...mail }, { tx });
  return recipients.length;
}
