import { todayIn, weekStartsOnOf } from '@cairn/domain/common/clock';
import type { TFeatureFlagName } from '@cairn/domain/flags/feature-flags';
import {
  MEETING_SCORECARD_PDF_PERIODS,
  PDF_TEXTS,
  type TMeetingPdfType,
} from '@cairn/domain/pdf/pdf.constants';
import { type TScorecardPdfRequest, weeksInRange } from '@cairn/domain/pdf/pdf.schemas';
import type { TDb } from '../../db/client.ts';
import type { TChangeDeps } from '../../db/run-change.ts';
import { forbidden, invalidField } from '../../http/errors.ts';
import { readFeatureFlags } from '../platform/index.ts';
import { createScorecardAccess, createScorecardReads } from '../scorecards/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { brandOf, pdfFileName, personNames } from './pdf-brand.ts';
import { createDocumentAdapter } from './pdf-document-adapter.ts';
import type { TPdfJob, TPdfLanguage, TPdfScorecard } from './pdf-jobs.ts';
import { createMeetingListReads, type TPdfItemServices, visibleSeries } from './pdf-meeting-reads.ts';
import { createSummaryReads, periodsBetween } from './pdf-summary-reads.ts';
import { pdfWords } from './pdf-words.ts';

/** A PDF to draw and the name its download takes. */
export type TPdfOrder = { job: TPdfJob; fileName: string };

/** Each list's title key ("Weekly L10: To-Dos"). */
const LIST_TITLES = {
  todos: 'pdf.list.title.todos',
  issues: 'pdf.list.title.issues',
  rocks: 'pdf.list.title.rocks',
  headlines: 'pdf.list.title.headlines',
} as const;

/**
 * What each PDF prints, read on the request's thread under the read rules of the page it
 * prints (the same reads and policies), behind its feature flag, titled in the asker's language
 * (file names stay English). Drawing is the pool's.
 */
export function createPdfService(deps: TChangeDeps & { items: TPdfItemServices }) {
  const db: TDb = deps.db;
  const lists = createMeetingListReads(db, deps.items);
  const summaries = createSummaryReads(db, lists);
  const scorecards = createScorecardReads(db);
  const scorecardAccess = createScorecardAccess(db);
  const documents = createDocumentAdapter(deps);

  async function requireFlag(name: TFeatureFlagName, text: string) {
    const flags = await readFeatureFlags(db);
    if (!flags[name]) throw forbidden(text);
  }

  /** A scorecard's grid over `periods` ending `end`, with the measurables kept and their owners. */
  async function scorecardPdf(
    actor: TItemActor,
    scorecardId: string,
    range: { from: string | null; to: string; count: number },
    options: Pick<TScorecardPdfRequest, 'measurableIds' | 'orientation'>,
  ) {
    const grid = await scorecards.grid(actor, scorecardId, { end: range.to, periods: range.count });
    const weekStartsOn = weekStartsOnOf(actor.clock.weekStart);
    const periods = range.from
      ? periodsBetween(range.from, range.to, range.count, weekStartsOn)
      : grid.periods;
    const wanted = options.measurableIds ? new Set(options.measurableIds) : null;
    const measurables = wanted ? grid.measurables.filter((m) => wanted.has(m.id)) : grid.measurables;
    if (wanted && measurables.length === 0) {
      throw invalidField('measurableIds', 'Choose measurables of this scorecard');
    }
    const ownerNames = await personNames(
      db,
      actor.orgId,
      measurables.map((m) => m.ownerId),
    );
    const data: TPdfScorecard = {
      grid: { ...grid, measurables },
      ownerNames,
      orientation: options.orientation,
      periods,
    };
    return data;
  }

  return {
    /** `GET traction/{meetingId}/{type}/pdf`. */
    async meeting(
      actor: TItemActor,
      meetingId: string,
      type: TMeetingPdfType,
      occurrenceId: string | undefined,
      language: TPdfLanguage,
    ): Promise<TPdfOrder> {
      // What the caller may not read answers 404 whatever the flag; then the flag decides.
      const series = await visibleSeries(db, actor, meetingId);
      await requireFlag('MeetingPdfs', PDF_TEXTS.meetingPdfsOff);
      const words = pdfWords(language);
      const brand = await brandOf(db, actor, words);
      const today = todayIn(new Date(), actor.clock.timeZone);
      if (type === 'summary') {
        if (!occurrenceId) throw invalidField('meetingId', PDF_TEXTS.summaryNeedsMeeting);
        const held = await summaries.summary(actor, series.id, occurrenceId);
        const day = todayIn(new Date(held.startedAt), actor.clock.timeZone);
        return {
          job: {
            kind: 'summary',
            brand,
            language,
            title: words.t('pdf.summary.title', { title: series.title }),
            subtitle: words.day(day),
            data: held.summary,
          },
          fileName: pdfFileName([series.title, 'summary', day]),
        };
      }
      if (type === 'scorecard') {
        const data = await scorecardPdf(
          actor,
          series.scorecardId,
          { from: null, to: today, count: MEETING_SCORECARD_PDF_PERIODS },
          { orientation: 'landscape' },
        );
        return {
          job: {
            kind: 'scorecard',
            brand,
            language,
            title: words.t('pdf.scorecard.meetingTitle', { title: series.title }),
            subtitle: words.t('pdf.scorecard.lastPeriods', {
              count: MEETING_SCORECARD_PDF_PERIODS,
              day: words.day(today),
            }),
            data,
          },
          fileName: pdfFileName([series.title, 'scorecard', today]),
        };
      }
      const data = await lists.list(actor, type, series.id);
      return {
        job: {
          kind: 'list',
          brand,
          language,
          title: words.t(LIST_TITLES[type], { title: series.title }),
          subtitle: words.day(today),
          data,
        },
        fileName: pdfFileName([series.title, type, today]),
      };
    },

    /** `POST traction/scorecard/pdf/{scorecardId}`. */
    async scorecard(
      actor: TItemActor,
      scorecardId: string,
      request: TScorecardPdfRequest,
      language: TPdfLanguage,
    ): Promise<TPdfOrder> {
      await scorecardAccess.visibleScorecard(actor, scorecardId);
      await requireFlag('MeetingPdfs', PDF_TEXTS.meetingPdfsOff);
      const count = weeksInRange(request.from, request.to);
      const data = await scorecardPdf(
        actor,
        scorecardId,
        { from: request.from, to: request.to, count },
        request,
      );
      const words = pdfWords(language);
      const brand = await brandOf(db, actor, words);
      return {
        job: {
          kind: 'scorecard',
          brand,
          language,
          title: data.grid.title,
          subtitle: `${words.day(request.from)} – ${words.day(request.to)}`,
          data,
        },
        fileName: pdfFileName([data.grid.title, request.from, request.to]),
      };
    },

    /** `GET vto/collection/{c}/revision/{r}/pdf`. */
    async vto(
      actor: TItemActor,
      collectionId: string,
      revisionId: string,
      language: TPdfLanguage,
    ): Promise<TPdfOrder> {
      const revision = await documents.vtoRevision(actor, collectionId, revisionId);
      await requireFlag('VisionPdf', PDF_TEXTS.visionPdfOff);
      const ownerIds = [
        ...(revision.quarterlyPlan?.rocks ?? []).map((rock) => rock.ownerId),
        ...(revision.longTermIssues ?? []).map((issue) => issue.ownerId),
      ];
      const words = pdfWords(language);
      const [brand, ownerNames] = await Promise.all([
        brandOf(db, actor, words),
        personNames(db, actor.orgId, ownerIds),
      ]);
      const today = todayIn(new Date(), actor.clock.timeZone);
      const state = words.t(revision.isPublished ? 'pdf.vto.published' : 'pdf.vto.draft');
      return {
        job: {
          kind: 'vto',
          brand,
          language,
          title: revision.title,
          subtitle: `${state} · ${words.day(today)}`,
          data: { revision, ownerNames },
        },
        fileName: pdfFileName([revision.title, 'VTO', today]),
      };
    },

    /** `GET ac/collection/{c}/revision/{r}/pdf?pages=`. */
    async chart(
      actor: TItemActor,
      collectionId: string,
      revisionId: string,
      pagesWide: number,
      language: TPdfLanguage,
    ): Promise<TPdfOrder> {
      const revision = await documents.chartRevision(actor, collectionId, revisionId);
      const words = pdfWords(language);
      const brand = await brandOf(db, actor, words);
      const today = todayIn(new Date(), actor.clock.timeZone);
      const seats = revision.seats.map((seat) => ({
        id: seat.id,
        parentId: seat.parentId,
        title: seat.title,
        holder: seat.assignedTo ?? seat.placeholderName ?? '',
        roles: seat.roles,
        isLT: seat.isLT,
        isAssistant: seat.isAssistant,
        isRoot: seat.isRoot,
      }));
      return {
        job: {
          kind: 'chart',
          brand,
          language,
          title: revision.title,
          subtitle: words.day(today),
          data: { seats, pagesWide },
        },
        fileName: pdfFileName([revision.title, 'chart', today]),
      };
    },
  };
}

export type TPdfService = ReturnType<typeof createPdfService>;
