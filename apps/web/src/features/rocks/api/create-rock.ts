import type { TCreateRockRequest, TRock } from '@cairn/domain/rocks/rocks.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/**
 * `POST rocks` (Add Rock): the rock and, in the same transaction, one delegated rock per
 * `delegated` row; answers the rock and the delegated rocks (`delegates`).
 */
export async function createRock(body: TCreateRockRequest) {
  return apiSend<{ rock: TRock; delegates: TRock[] }>('POST', '/rocks', body);
}
