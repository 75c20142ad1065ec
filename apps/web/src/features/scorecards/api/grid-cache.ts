import { evaluate, type TGoal } from '@cairn/domain/scorecards/evaluation';
import type {
  TMeasurable,
  TMeasuredValue,
  TScorecardGrid,
} from '@cairn/domain/scorecards/scorecards.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { scorecardKeys } from './scorecard-query-keys.ts';

/** The goal (comparison and range) in force for a period: the last goal starting on or before it. */
export function goalInForce(measurable: TMeasurable, intervalId: string): TGoal {
  let goal: TGoal = measurable;
  for (const period of measurable.goals) if (period.from <= intervalId) goal = period;
  return { comparison: goal.comparison, goalValue: goal.goalValue, goalValueMax: goal.goalValueMax ?? null };
}

/** A measurable with one period's value replaced (or added); `patch` null-value keeps the note. */
function withValue(measurable: TMeasurable, intervalId: string, patch: Partial<TMeasuredValue>): TMeasurable {
  const current = measurable.values.find((value) => value.intervalId === intervalId);
  const base: TMeasuredValue = current ?? {
    intervalId,
    value: null,
    isOnTarget: null,
    note: '',
    version: 0,
    isComputed: false,
  };
  const next = { ...base, ...patch };
  if (patch.value !== undefined && patch.isOnTarget === undefined) {
    const goal = goalInForce(measurable, intervalId);
    next.isOnTarget = next.value === null ? null : evaluate(goal, next.value).isOnTarget;
  }
  const values = current
    ? measurable.values.map((value) => (value.intervalId === intervalId ? next : value))
    : [...measurable.values, next];
  return { ...measurable, values };
}

/**
 * Changes one cell in every cached window of the scorecard's grid (optimistic typing and
 * paste, then the server's answer); returns how to undo it.
 */
export function patchGridValue(
  queryClient: QueryClient,
  scorecardId: string,
  measurableId: string,
  intervalId: string,
  patch: Partial<TMeasuredValue>,
): () => void {
  const before = queryClient.getQueriesData<TScorecardGrid>({ queryKey: scorecardKeys.grid(scorecardId) });
  queryClient.setQueriesData<TScorecardGrid>({ queryKey: scorecardKeys.grid(scorecardId) }, (grid) =>
    grid
      ? {
          ...grid,
          measurables: grid.measurables.map((measurable) =>
            measurable.id === measurableId ? withValue(measurable, intervalId, patch) : measurable,
          ),
        }
      : grid,
  );
  return () => {
    for (const [key, grid] of before) {
      const now = queryClient.getQueryData<TScorecardGrid>(key);
      if (!grid || !now) continue;
      const old = grid.measurables.find((measurable) => measurable.id === measurableId);
      const oldValue = old?.values.find((value) => value.intervalId === intervalId);
      queryClient.setQueryData<TScorecardGrid>(key, {
        ...now,
        measurables: now.measurables.map((measurable) =>
          measurable.id === measurableId
            ? withValue(measurable, intervalId, oldValue ?? { value: null, isOnTarget: null, note: '' })
            : measurable,
        ),
      });
    }
  };
}

/** Puts the measurables of every cached window of the scorecard in a new order (drag to reorder). */
export function reorderGrid(queryClient: QueryClient, scorecardId: string, measurableIds: readonly string[]) {
  const rank = new Map(measurableIds.map((id, index) => [id, index]));
  queryClient.setQueriesData<TScorecardGrid>({ queryKey: scorecardKeys.grid(scorecardId) }, (grid) =>
    grid
      ? {
          ...grid,
          measurables: [...grid.measurables].sort(
            (a, b) =>
              (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
          ),
        }
      : grid,
  );
}
