import { formatMeasurableValue } from '@cairn/domain/scorecards/value-format';
import type { TVtoPlan, TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { Document, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { TPdfJob } from '../pdf-jobs.ts';
import { brandColor, emptyNote, h, MUTED, pdfPage, RULE } from '../pdf-kit.ts';
import { richText } from '../pdf-rich-text.ts';
import { statusCell } from './meeting-list.ts';
import { formatDay } from './pdf-format.ts';

type TOwners = Record<string, string>;

/** One box of the V/TO: its name on a band of the organisation's colour, its content under it. */
function box(title: string, color: string, ...content: ReactNode[]) {
  const filled = content.filter((part) => part !== null && part !== undefined && part !== false);
  return h(
    View,
    { style: { border: `0.75pt solid ${RULE}`, marginBottom: 8 } },
    h(
      Text,
      {
        minPresenceAhead: 30,
        style: {
          backgroundColor: brandColor(color),
          color: '#ffffff',
          fontWeight: 'bold',
          padding: 4,
          fontSize: 10,
        },
      },
      title,
    ),
    h(View, { style: { padding: 6 } }, ...(filled.length ? filled : [emptyNote()])),
  );
}

const label = (text: string) =>
  h(Text, { style: { fontSize: 7, color: MUTED, textTransform: 'uppercase', marginTop: 3 } }, text);
const line = (text: string) => (text.trim() ? h(Text, { style: { marginBottom: 2 } }, text) : null);

/** A numbered list (core values, uniques, goals): "Nothing here yet" when it has none. */
function numbered(entries: readonly string[]) {
  if (entries.length === 0) return null;
  return h(
    View,
    null,
    ...entries.map((text, index) =>
      h(
        View,
        { key: index, wrap: false, style: { flexDirection: 'row', marginBottom: 2 } },
        h(Text, { style: { width: 16, color: MUTED } }, `${index + 1}.`),
        h(Text, { style: { flexGrow: 1, flexShrink: 1, flexBasis: 0 } }, text),
      ),
    ),
  );
}

/** A plan's parts: its date, figures (LT-only ones only for insiders: the read already left them out), measurables, notes, goals. */
function planContent(plan: TVtoPlan) {
  const figures = [
    ...plan.financialMetrics.map((metric) => `${metric.title}: ${metric.value}`),
    ...plan.measurables.map(
      (measurable) =>
        `${measurable.title}: ${measurable.value === null ? '—' : formatMeasurableValue(measurable.value, measurable)}`,
    ),
  ];
  return [
    plan.futureDate
      ? h(
          Text,
          { style: { fontWeight: 'bold', marginBottom: 3 } },
          `Future date: ${formatDay(plan.futureDate)}`,
        )
      : null,
    ...figures.map(line),
    richText(plan.contentHtml, { marginTop: 3 }),
    plan.goals.length ? label('Goals for the year') : null,
    numbered(plan.goals.map((goal) => goal.text)),
  ];
}

function visionPage(job: TPdfJob & { kind: 'vto' }, revision: TVtoRevision) {
  const color = job.brand.color;
  const focus = revision.coreFocus;
  const marketing = revision.marketingStrategy;
  return pdfPage(
    { brand: job.brand, title: `${job.title} · Vision`, subtitle: job.subtitle, orientation: 'landscape' },
    h(
      View,
      { style: { flexDirection: 'row' } },
      h(
        View,
        { style: { flexGrow: 1.3, flexBasis: 0, marginRight: 8 } },
        box(
          'Core Values',
          color,
          numbered(revision.coreValues.items.map((item) => item.text)),
          richText(revision.coreValuesSpeech.contentHtml, { marginTop: 3 }),
        ),
        box(
          focus.customTitle || 'Core Focus',
          color,
          focus.description ? label('Purpose / Cause / Passion') : null,
          line(focus.description),
          focus.niche ? label('Our Niche') : null,
          line(focus.niche),
        ),
        box('10-Year Target', color, richText(revision.tenYearTarget.contentHtml)),
        box(
          'Marketing Strategy',
          color,
          marketing.targetMarket ? label('Target Market / "The List"') : null,
          line(marketing.targetMarket),
          marketing.uniques.length ? label('Uniques') : null,
          numbered(marketing.uniques.map((unique) => unique.text)),
          marketing.provenProcess ? label('Proven Process') : null,
          line(marketing.provenProcess),
          marketing.guarantee ? label('Guarantee') : null,
          line(marketing.guarantee),
        ),
      ),
      h(
        View,
        { style: { flexGrow: 1, flexBasis: 0 } },
        box('3-Year Picture', color, ...planContent(revision.threeYearPicture)),
      ),
    ),
  );
}

function tractionPage(job: TPdfJob & { kind: 'vto' }, revision: TVtoRevision, owners: TOwners) {
  const color = job.brand.color;
  const column = (...children: ReactNode[]) =>
    h(View, { style: { flexGrow: 1, flexBasis: 0, marginRight: 8 } }, ...children);
  const quarter = revision.quarterlyPlan;
  const rocks = quarter?.rocks ?? [];
  const issues = revision.longTermIssues ?? [];
  const ownerOf = (id: string | null) => (id ? (owners[id] ?? '') : '');
  return pdfPage(
    { brand: job.brand, title: `${job.title} · Traction`, subtitle: job.subtitle, orientation: 'landscape' },
    h(
      View,
      { style: { flexDirection: 'row' } },
      column(box('1-Year Plan', color, ...(revision.oneYearPlan ? planContent(revision.oneYearPlan) : []))),
      column(
        box(
          'Rocks',
          color,
          ...(quarter ? planContent(quarter) : []),
          rocks.length ? label('Rocks for the quarter') : null,
          ...rocks.map((rock, index) =>
            h(
              View,
              { key: rock.id, wrap: false, style: { flexDirection: 'row', marginBottom: 2 } },
              h(Text, { style: { width: 16, color: MUTED } }, `${index + 1}.`),
              h(
                View,
                { style: { flexGrow: 1, flexShrink: 1 } },
                h(Text, null, rock.title),
                h(
                  Text,
                  { style: { fontSize: 7.5, color: MUTED } },
                  [ownerOf(rock.ownerId), formatDay(rock.dueDate)].filter(Boolean).join(' · '),
                ),
              ),
              h(View, { style: { width: 52 } }, statusCell(rock.status)),
            ),
          ),
        ),
      ),
      column(
        box(
          'Issues List',
          color,
          ...issues.map((issue, index) =>
            h(
              View,
              { key: issue.id, wrap: false, style: { flexDirection: 'row', marginBottom: 2 } },
              h(Text, { style: { width: 16, color: MUTED } }, `${index + 1}.`),
              h(
                Text,
                { style: { flexGrow: 1, flexShrink: 1 } },
                [issue.title, ownerOf(issue.ownerId)].filter(Boolean).join(' — '),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

/**
 * `vto/collection/{c}/revision/{r}/pdf`: the V/TO's two pages as EOS lays them out. Vision:
 * core values, core focus, 10-year target and marketing strategy beside the 3-year picture.
 * Traction: the 1-year plan, the quarter's rocks and the issues list side by side; left out
 * for a reader the revision keeps them from (the read answers them as null).
 */
export function vtoDocument(job: TPdfJob & { kind: 'vto' }) {
  const { revision, ownerNames } = job.data;
  const canSeeTraction = revision.oneYearPlan !== null || revision.quarterlyPlan !== null;
  return h(
    Document,
    { title: job.title, author: job.brand.orgName, creator: 'Cairn', producer: 'Cairn' },
    visionPage(job, revision),
    canSeeTraction ? tractionPage(job, revision, ownerNames) : null,
  );
}
