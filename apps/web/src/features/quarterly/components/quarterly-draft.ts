import type { TQuarterlyNextStep, TQuarterlyVerdict } from '@cairn/domain/quarterly/quarterly.constants';
import type { TFinishQuarterlyRequest } from '@cairn/domain/quarterly/quarterly.schemas';
import { rockCompletionOf } from '@cairn/domain/quarterly/quarterly-rules';
import type { TCreateRockRequest, TRock } from '@cairn/domain/rocks/rocks.schemas';

/** A new rock waiting for Finish, with a key of its own for the list. */
export type TDraftRock = { key: string; body: TCreateRockRequest };

/** What the team decided for one rock so far. */
export type TRockDecision = { status: TQuarterlyVerdict; next: TQuarterlyNextStep };

/**
 * The session as the team fills it in on the page, sent whole by Finish: the rocks' verdicts
 * (a rock not marked stays as it is), the new rocks and who attended.
 */
export type TQuarterlyDraft = {
  decisions: Record<string, TRockDecision>;
  newRocks: TDraftRock[];
  attendeeIds: string[];
};

/** A fresh draft: rocks already Done or Not done keep that verdict; every invitee attended. */
export function initialDraft(rocks: TRock[], inviteeIds: string[]): TQuarterlyDraft {
  const decisions: Record<string, TRockDecision> = {};
  for (const rock of rocks) {
    if (rock.status === 'Done' || rock.status === 'NotDone')
      decisions[rock.id] = { status: rock.status, next: 'keep' };
  }
  return { decisions, newRocks: [], attendeeIds: inviteeIds };
}

/** The completion as it will be once the verdicts given so far are recorded. */
export function draftCompletion(rocks: TRock[], draft: TQuarterlyDraft) {
  return rockCompletionOf(rocks.map((rock) => draft.decisions[rock.id]?.status ?? rock.status));
}

/** The finish call's body, the rocks in the order the page lists them. */
export function finishBodyOf(
  rocks: TRock[],
  draft: TQuarterlyDraft,
  version: number,
): TFinishQuarterlyRequest {
  return {
    version,
    attendeeIds: draft.attendeeIds,
    decisions: rocks
      .filter((rock) => draft.decisions[rock.id])
      .map((rock) => ({ rockId: rock.id, ...(draft.decisions[rock.id] as TRockDecision) })),
    newRocks: draft.newRocks.map((rock) => rock.body),
  };
}

/** How many rocks are carried, dropped and still unmarked. */
export function draftCounts(rocks: TRock[], draft: TQuarterlyDraft) {
  const decided = rocks.map((rock) => draft.decisions[rock.id]);
  return {
    carried: decided.filter((d) => d?.next === 'carry').length,
    dropped: decided.filter((d) => d?.next === 'drop').length,
    unmarked: decided.filter((d) => !d).length,
  };
}
