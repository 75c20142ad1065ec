import type { TQuarterlySession } from '@cairn/domain/quarterly/quarterly.schemas';
import type { TDbOrTx } from '../../db/client.ts';
import { quarterlyRepository, type TSessionRow } from './quarterly.repository.ts';

/** Sessions as answered, with the names of who started them (read at once for all). */
export async function presentSessions(
  db: TDbOrTx,
  orgId: string,
  rows: TSessionRow[],
): Promise<TQuarterlySession[]> {
  const starterIds = rows.map((row) => row.startedByPersonId).filter((id): id is string => id !== null);
  const names = await quarterlyRepository.peopleNames(db, orgId, [...new Set(starterIds)]);
  return rows.map((row) => ({
    id: row.id,
    meetingThreadId: row.meetingId,
    quarter: row.quarter,
    nextQuarter: row.nextQuarter,
    startedAt: row.startedAt.toISOString(),
    startedByName: row.startedByPersonId ? (names.get(row.startedByPersonId) ?? null) : null,
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    version: row.version,
    result: row.result ?? null,
  }));
}
