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
import type { TPdfJob, TPdfScorecard } from './pdf-jobs.ts';
import { createMeetingListReads, type TPdfItemServices, visibleSeries } from './pdf-meeting-reads.ts';
import { createSummaryReads, periodsBetween } from './pdf-summary-reads.ts';
import { formatDay } from './templates/pdf-format.ts';

/** A PDF to draw and the name its download takes. */
export type TPdfOrder = { job: TPdfJob; fileName: string };

const LIST_TITLES = { todos: 'To-Dos', issues: 'Issues', rocks: 'Rocks', headlines: 'Headlines' } as const;

/**
 * What each PDF prints, read on the request's thread under the read rules of the page it
 * prints (the same reads and policies), behind its feature flag. Drawing is the pool's.
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
    ): Promise<TPdfOrder> {
      // What the caller may not read answers 404 whatever the flag; then the flag decides.
      const series = await visibleSeries(db, actor, meetingId);
      await requireFlag('MeetingPdfs', PDF_TEXTS.meetingPdfsOff);
      const brand = await brandOf(db, actor);
      const today = todayIn(new Date(), actor.clock.timeZone);
      if (type === 'summary') {
        if (!occurrenceId) throw invalidField('meetingId', PDF_TEXTS.summaryNeedsMeeting);
        const held = await summaries.summary(actor, series.id, occurrenceId);
        const day = todayIn(new Date(held.startedAt), actor.clock.timeZone);
        return {
          job: {
            kind: 'summary',
            brand,
            title: `${series.title}: meeting summary`,
            subtitle: formatDay(day),
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
            title: `${series.title}: Scorecard`,
            subtitle: `Last ${MEETING_SCORECARD_PDF_PERIODS} periods to ${formatDay(today)}`,
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
          title: `${series.title}: ${LIST_TITLES[type]}`,
          subtitle: formatDay(today),
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
      const brand = await brandOf(db, actor);
      return {
        job: {
          kind: 'scorecard',
          brand,
          title: data.grid.title,
          subtitle: `${formatDay(request.from)} – ${formatDay(request.to)}`,
          data,
        },
        fileName: pdfFileName([data.grid.title, request.from, request.to]),
      };
    },

    /** `GET vto/collection/{c}/revision/{r}/pdf`. */
    async vto(actor: TItemActor, collectionId: string, revisionId: string): Promise<TPdfOrder> {
      const revision = await documents.vtoRevision(actor, collectionId, revisionId);
      await requireFlag('VisionPdf', PDF_TEXTS.visionPdfOff);
      const ownerIds = [
        ...(revision.quarterlyPlan?.rocks ?? []).map((rock) => rock.ownerId),
        ...(revision.longTermIssues ?? []).map((issue) => issue.ownerId),
      ];
      const [brand, ownerNames] = await Promise.all([
        brandOf(db, actor),
        personNames(db, actor.orgId, ownerIds),
      ]);
      const today = todayIn(new Date(), actor.clock.timeZone);
      const state = revision.isPublished ? 'Published' : 'Draft';
      return {
        job: {
          kind: 'vto',
          brand,
          title: revision.title,
          subtitle: `${state} · ${formatDay(today)}`,
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
    ): Promise<TPdfOrder> {
      const revision = await documents.chartRevision(actor, collectionId, revisionId);
      const brand = await brandOf(db, actor);
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
          title: revision.title,
          subtitle: formatDay(today),
          data: { seats, pagesWide },
        },
        fileName: pdfFileName([revision.title, 'chart', today]),
      };
    },
  };
}

export type TPdfService = ReturnType<typeof createPdfService>;
