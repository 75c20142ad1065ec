import { ASSISTANT_MESSAGE_IDS, ASSISTANT_TEXTS } from '@cairn/domain/assistant/assistant.constants';
import { errorMessage } from '@cairn/domain/errors';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { assistantUsage } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

type TUsageActor = { orgId: string; person: { id: string } };

/**
 * Counts one model request of the person on the organisation's day and refuses it (429) past
 * AI_DAILY_LIMIT. Only the count is stored, never what was asked.
 */
export async function countModelRequest(db: TDb, actor: TUsageActor, day: string, limit: number) {
  const [row] = await db
    .insert(assistantUsage)
    .values({ orgId: actor.orgId, personId: actor.person.id, day, requests: 1 })
    .onConflictDoUpdate({
      target: [assistantUsage.personId, assistantUsage.day],
      set: { requests: sql`${assistantUsage.requests} + 1` },
    })
    .returning({ requests: assistantUsage.requests });
  if (row.requests > limit) {
    throw new HttpError(429, [errorMessage(ASSISTANT_MESSAGE_IDS.dailyLimit, ASSISTANT_TEXTS.dailyLimit)]);
  }
}
