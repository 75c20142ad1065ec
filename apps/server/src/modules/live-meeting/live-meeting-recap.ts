import { formatClock } from '@cairn/domain/live-meeting/live-meeting-rules';
import { ZScorecardGrid } from '@cairn/domain/scorecards/scorecards.schemas';
import { formatGoal, formatMeasurableValue } from '@cairn/domain/scorecards/value-format';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { people, type TMeetingSummary, todos, users } from '../../db/schema/index.ts';
import { orgTermsOf, type TLanguagePacks, type TTranslator, translatorFor } from '../languages/index.ts';
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
export function offTargetNumbers(scorecard: unknown, tr: TTranslator): string[] {
  const grid = ZScorecardGrid.safeParse(scorecard);
  if (!grid.success) return [];
  return grid.data.measurables.flatMap((measurable) => {
    const latest = measurable.values.findLast((cell) => cell.value !== null);
    if (!latest || latest.value === null || latest.isOnTarget !== false) return [];
    const value = formatMeasurableValue(latest.value, measurable, measurable);
    return [
      tr.t('mail.recap.offTargetLine', {
        title: measurable.title,
        value,
        goal: formatGoal(measurable, measurable),
      }),
    ];
  });
}

const todoLine = (todo: TRecapTodo, tr: TTranslator) =>
  [todo.title, todo.owner, todo.dueDate ? tr.t('mail.recap.due', { date: todo.dueDate }) : null]
    .filter(Boolean)
    .join(' · ');

function rocksLine({ onTrack, offTrack, onTrackPercent }: TMeetingSummary['rocks'], tr: TTranslator) {
  if (onTrack + offTrack === 0) return null;
  return tr.t('mail.recap.rocksLine', { onTrack, offTrack, percent: onTrackPercent ?? 0 });
}

/** The recap's sections, in the order a team reads them; empty ones are left out. */
function sectionsOf(input: TRecapInput, tr: TTranslator): { title: string; items: string[] }[] {
  const rocks = rocksLine(input.summary.rocks, tr);
  return [
    { title: tr.t('mail.recap.todosMade'), items: input.todosMade.map((todo) => todoLine(todo, tr)) },
    { title: tr.t('mail.recap.issuesSolved'), items: input.summary.issuesSolved.map((issue) => issue.title) },
    {
      title: tr.t('mail.recap.headlines'),
      items: input.summary.headlinesReviewed.map((headline) => headline.title),
    },
    { title: tr.t('mail.recap.rocks'), items: rocks ? [rocks] : [] },
    { title: tr.t('mail.recap.offTarget'), items: offTargetNumbers(input.summary.scorecard, tr) },
  ].filter((section) => section.items.length > 0);
}

/** The recap mail's subject, text and HTML in one language (every name and title escaped). */
export function recapMail(input: TRecapInput, tr: TTranslator): Omit<TMail, 'to'> {
  const { summary } = input;
  const subject = tr.t('mail.recap.subject', { title: input.title });
  const rating =
    summary.averageRating === null
      ? tr.t('mail.recap.notRated')
      : tr.t('mail.recap.rated', { rating: summary.averageRating });
  const opening = tr.t('mail.recap.opening', {
    title: input.title,
    date: summary.date.slice(0, 10),
    duration: formatClock(summary.durationMs),
    rating,
  });
  const sections = sectionsOf(input, tr);
  const links = [
    tr.t('mail.recap.summaryLink', { link: input.link }),
    ...(input.pdfLink ? [tr.t('mail.recap.pdfLink', { link: input.pdfLink })] : []),
  ];
  const text = [
    opening,
    ...sections.flatMap((section) => ['', `${section.title}:`, ...section.items.map((item) => `- ${item}`)]),
    '',
    ...links,
  ].join('\n');
  const list = (section: { title: string; items: string[] }) =>
    `<h3>${escapeHtml(section.title)}</h3><ul>${section.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const pdf = input.pdfLink
    ? ` · <a href="${escapeHtml(input.pdfLink)}">${tr.tHtml('mail.recap.downloadPdf')}</a>`
    : '';
  const html = mailLayout(
    subject,
    `<p>${escapeHtml(opening)}</p>${sections.map(list).join('')}<p><a href="${escapeHtml(input.link)}">${tr.tHtml('mail.recap.openSummary')}</a>${pdf}</p>`,
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
  deps: { mailer: TMailer; languagePacks: TLanguagePacks },
  input: { orgId: string; title: string; summary: TMeetingSummary; link: string; pdfLink: string | null },
): Promise<number> {
  const ids = input.summary.attendees.map((a) => a.personId);
  if (ids.length === 0) return 0;
  const recipients = await tx
    .select({ email: people.email, locale: users.userLocale })
    .from(people)
    .leftJoin(users, eq(users.id, people.userId))
    .where(and(eq(people.orgId, input.orgId), inArray(people.id, ids)));
  const recap = { ...input, todosMade: await todosMade(tx, input.orgId, input.summary) };
  const terms = await orgTermsOf(tx, input.orgId);
  // One mail per language the attendees read (each attendee's own choice, else English).
  const byLocale = new Map<string, Omit<TMail, 'to'>>();
  for (const { email, locale } of recipients) {
    const key = locale ?? 'en';
    let mail = byLocale.get(key);
    if (!mail) {
      mail = recapMail(recap, translatorFor(deps.languagePacks, key, terms));
      byLocale.set(key, mail);
    }
    await deps.mailer.send({ to: email, ...mail }, { tx });
  }
  return recipients.length;
}
