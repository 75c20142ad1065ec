import { formatMeasurableValue } from '@cairn/domain/scorecards/value-format';
import type { TVtoPlan, TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { Document, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { TPdfJob } from '../pdf-jobs.ts';
import { brandColor, emptyNote, h, MUTED, pdfPage, RULE } from '../pdf-kit.ts';
import { richText } from '../pdf-rich-text.ts';
import type { TPdfWords } from '../pdf-words.ts';
import { statusCell } from './meeting-list.ts';

type TOwners = Record<string, string>;

/** One box of the V/TO: its name on a band of the organisation's colour, its content under it. */
function box(title: string, style: { color: string; empty: string }, ...content: ReactNode[]) {
  const filled = content.filter((part) => part !== null && part !== undefined && part !== false);
  return h(
    View,
    { style: { border: `0.75pt solid ${RULE}`, marginBottom: 8 } },
    h(
      Text,
      {
        minPresenceAhead: 30,
        style: {
          backgroundColor: brandColor(style.color),
          color: '#ffffff',
          fontWeight: 'bold',
          padding: 4,
          fontSize: 10,
        },
      },
      title,
    ),
    h(View, { style: { padding: 6 } }, ...(filled.length ? filled : [emptyNote(style.empty)])),
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
function planContent(plan: TVtoPlan, words: TPdfWords) {
  const figureOf = (measurable: TVtoPlan['measurables'][number]) =>
    measurable.value === null
      ? '—'
      : formatMeasurableValue(measurable.value, { ...measurable, locale: words.locale });
  const figures = [
    ...plan.financialMetrics.map((metric) => `${metric.title}: ${metric.value}`),
    ...plan.measurables.map((measurable) => `${measurable.title}: ${figureOf(measurable)}`),
  ];
  return [
    plan.futureDate
      ? h(
          Text,
          { style: { fontWeight: 'bold', marginBottom: 3 } },
          words.t('pdf.vto.futureDate', { day: words.day(plan.futureDate) }),
        )
      : null,
    ...figures.map(line),
    richText(plan.contentHtml, { marginTop: 3 }),
    plan.goals.length ? label(words.t('pdf.vto.goalsForYear')) : null,
    numbered(plan.goals.map((goal) => goal.text)),
  ];
}

function visionPage(job: TPdfJob & { kind: 'vto' }, revision: TVtoRevision, words: TPdfWords) {
  const boxStyle = { color: job.brand.color, empty: words.t('pdf.common.empty') };
  const t = words.t;
  const focus = revision.coreFocus;
  const marketing = revision.marketingStrategy;
  return pdfPage(
    {
      brand: job.brand,
      words,
      title: t('pdf.vto.visionTitle', { title: job.title }),
      subtitle: job.subtitle,
      orientation: 'landscape',
    },
    h(
      View,
      { style: { flexDirection: 'row' } },
      h(
        View,
        { style: { flexGrow: 1.3, flexBasis: 0, marginRight: 8 } },
        box(
          t('pdf.vto.coreValues'),
          boxStyle,
          numbered(revision.coreValues.items.map((item) => item.text)),
          richText(revision.coreValuesSpeech.contentHtml, { marginTop: 3 }),
        ),
        box(
          focus.customTitle || t('pdf.vto.coreFocus'),
          boxStyle,
          focus.description ? label(t('pdf.vto.purpose')) : null,
          line(focus.description),
          focus.niche ? label(t('pdf.vto.niche')) : null,
          line(focus.niche),
        ),
        box(t('pdf.vto.tenYearTarget'), boxStyle, richText(revision.tenYearTarget.contentHtml)),
        box(
          t('pdf.vto.marketingStrategy'),
          boxStyle,
          marketing.targetMarket ? label(t('pdf.vto.targetMarket')) : null,
          line(marketing.targetMarket),
          marketing.uniques.length ? label(t('pdf.vto.uniques')) : null,
          numbered(marketing.uniques.map((unique) => unique.text)),
          marketing.provenProcess ? label(t('pdf.vto.provenProcess')) : null,
          line(marketing.provenProcess),
          marketing.guarantee ? label(t('pdf.vto.guarantee')) : null,
          line(marketing.guarantee),
        ),
      ),
      h(
        View,
        { style: { flexGrow: 1, flexBasis: 0 } },
        box(t('pdf.vto.threeYearPicture'), boxStyle, ...planContent(revision.threeYearPicture, words)),
      ),
    ),
  );
}

function tractionPage(
  job: TPdfJob & { kind: 'vto' },
  revision: TVtoRevision,
  owners: TOwners,
  words: TPdfWords,
) {
  const boxStyle = { color: job.brand.color, empty: words.t('pdf.common.empty') };
  const t = words.t;
  const column = (...children: ReactNode[]) =>
    h(View, { style: { flexGrow: 1, flexBasis: 0, marginRight: 8 } }, ...children);
  const quarter = revision.quarterlyPlan;
  const rocks = quarter?.rocks ?? [];
  const issues = revision.longTermIssues ?? [];
  const ownerOf = (id: string | null) => (id ? (owners[id] ?? '') : '');
  return pdfPage(
    {
      brand: job.brand,
      words,
      title: t('pdf.vto.tractionTitle', { title: job.title }),
      subtitle: job.subtitle,
      orientation: 'landscape',
    },
    h(
      View,
      { style: { flexDirection: 'row' } },
      column(
        box(
          t('pdf.vto.oneYearPlan'),
          boxStyle,
          ...(revision.oneYearPlan ? planContent(revision.oneYearPlan, words) : []),
        ),
      ),
      column(
        box(
          t('pdf.vto.rocks'),
          boxStyle,
          ...(quarter ? planContent(quarter, words) : []),
          rocks.length ? label(t('pdf.vto.rocksForQuarter')) : null,
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
                  [ownerOf(rock.ownerId), words.day(rock.dueDate)].filter(Boolean).join(' · '),
                ),
              ),
              h(View, { style: { width: 52 } }, statusCell(rock.status, words)),
            ),
          ),
        ),
      ),
      column(
        box(
          t('pdf.vto.issuesList'),
          boxStyle,
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
export function vtoDocument(job: TPdfJob & { kind: 'vto' }, words: TPdfWords) {
  const { revision, ownerNames } = job.data;
  const canSeeTraction = revision.oneYearPlan !== null || revision.quarterlyPlan !== null;
  return h(
    Document,
    { title: job.title, author: job.brand.orgName, creator: 'Cairn', producer: 'Cairn' },
    visionPage(job, revision, words),
    canSeeTraction ? tractionPage(job, revision, ownerNames, words) : null,
  );
}
