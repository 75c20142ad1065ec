import { CHART_ACTIONS } from './soak-chart.ts';
import { ITEM_ACTIONS } from './soak-items.ts';
import { LIVE_ACTIONS } from './soak-live.ts';
import { ORG_ACTIONS } from './soak-org.ts';
import { PEOPLE_ACTIONS } from './soak-people.ts';
import type { TAction } from './soak-person.ts';
import { SCORECARD_ACTIONS } from './soak-scorecard.ts';
import { VTO_ACTIONS } from './soak-vto.ts';

/**
 * Everything the soak's people do, by area: the four items, live meetings, scorecards, the
 * Accountability Chart, the V/TO, meetings, dashboards, notifications, the account, the Owner's
 * desk, people and invitations. `--without "name"` leaves out the actions whose name starts so.
 */
export const SOAK_ACTIONS: TAction[] = [
  ...ITEM_ACTIONS,
  ...LIVE_ACTIONS,
  ...SCORECARD_ACTIONS,
  ...CHART_ACTIONS,
  ...VTO_ACTIONS,
  ...ORG_ACTIONS,
  ...PEOPLE_ACTIONS,
];
