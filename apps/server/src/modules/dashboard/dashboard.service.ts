import { DASHBOARD_TEXTS, WIDGET_TYPE_FILTERS } from '@cairn/domain/dashboard/dashboard.constants';
import {
  type TDashboard,
  type TPutDashboardRequest,
  ZWidget,
} from '@cairn/domain/dashboard/dashboard.schemas';
import { defaultDashboard, layoutProblem, type TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TChangeDeps } from '../../db/run-change.ts';
import { dashboards, people } from '../../db/schema/index.ts';
import { checkVersion } from '../../db/versioned-update.ts';
import { invalidField } from '../../http/errors.ts';
import type { TItemActor } from '../traction-items/index.ts';

const ZStoredLayout = z.array(ZWidget);
type TLayout = TDashboard['widgetSettings'];

/** The default layout in the answer's (checked) shape. */
const defaultLayout = (personId: string): TLayout => ZStoredLayout.parse(defaultDashboard(personId));

/**
 * A stored layout as answered: the person's own when it still reads as a valid layout, else
 * the default (a corrupt row must not leave a blank page), with the row's version either way.
 */
function readLayout(stored: unknown, personId: string): TLayout {
  const parsed = ZStoredLayout.safeParse(stored);
  if (!parsed.success || layoutProblem(parsed.data)) return defaultLayout(personId);
  return parsed.data;
}

/** The person's dashboard row, if any. */
async function findRow(db: TDbOrTx, personId: string) {
  const [row] = await db.select().from(dashboards).where(eq(dashboards.personId, personId));
  return row;
}

/** 422 unless every widget's filters suit its type and name people of the organisation. */
async function checkFilters(db: TDbOrTx, orgId: string, widgets: readonly TWidget[]) {
  const personIds = new Set<string>();
  for (const [index, widget] of widgets.entries()) {
    for (const [name, values] of Object.entries(widget.filters)) {
      if (!values) continue;
      if (!WIDGET_TYPE_FILTERS[widget.type].some((allowed) => allowed === name)) {
        throw invalidField(`widgetSettings.${index}.filters.${name}`, DASHBOARD_TEXTS.filterNotForType);
      }
      if (name === 'owner-id' || name === 'excluded-owner-ids') for (const id of values) personIds.add(id);
    }
  }
  if (personIds.size === 0) return;
  const found = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.orgId, orgId), inArray(people.id, [...personIds])));
  if (found.length !== personIds.size) throw invalidField('widgetSettings', DASHBOARD_TEXTS.ownerNotInOrg);
}

/**
 * Each person's dashboard in their current organisation (issue #16): read (the default until
 * they save one), replace with a version check, reset to the default. The layout is the person's
 * own, so every role (Observers too) arranges theirs.
 */
export function createDashboardService(deps: TChangeDeps) {
  const { db } = deps;

  /** Writes a layout as the person's, bumping the version; `expected` is the version it was read at. */
  function save(actor: TItemActor, widgets: TLayout, expected: number | null, action: 'updated' | 'reset') {
    return runChange(deps, actor, async (tx, record) => {
      const row = await findRow(tx, actor.person.id);
      if (expected !== null) checkVersion(row?.version ?? 0, expected);
      const version = (row?.version ?? 0) + 1;
      await tx
        .insert(dashboards)
        .values({ personId: actor.person.id, orgId: actor.orgId, widgetSettings: widgets, version })
        .onConflictDoUpdate({
          target: dashboards.personId,
          set: { widgetSettings: widgets, version, updatedAt: new Date() },
        });
      await record({
        entityType: 'dashboard',
        entityId: actor.person.id,
        action: action === 'reset' ? 'updated' : action,
        data: { widgets: widgets.length, reset: action === 'reset' },
      });
      return { widgetSettings: widgets, version } satisfies TDashboard;
    });
  }

  return {
    /** `GET dashboard`. */
    async get(actor: TItemActor): Promise<TDashboard> {
      const row = await findRow(db, actor.person.id);
      if (!row) return { widgetSettings: defaultLayout(actor.person.id), version: 0 };
      return { widgetSettings: readLayout(row.widgetSettings, actor.person.id), version: row.version };
    },

    /** `PUT dashboard`: the whole layout; overlapping, outside, duplicate or fifth-of-a-type widgets are 422. */
    async replace(actor: TItemActor, body: TPutDashboardRequest): Promise<TDashboard> {
      const widgets = body.widgetSettings;
      const problem = layoutProblem(widgets);
      if (problem) throw invalidField(`widgetSettings.${problem.index}`, problem.text);
      await checkFilters(db, actor.orgId, widgets);
      return save(actor, widgets, body.version, 'updated');
    },

    /** `POST default-dashboard`: back to the default layout. */
    reset(actor: TItemActor): Promise<TDashboard> {
      return save(actor, defaultLayout(actor.person.id), null, 'reset');
    },
  };
}
