import { ROCK_ENDPOINTS } from '@cairn/domain/rocks/rocks.endpoints';
import type { TCreateRockRequest } from '@cairn/domain/rocks/rocks.schemas';
import { call } from '../../../lib/call.ts';

/**
 * `POST rocks` (Add Rock): the rock and, in the same transaction, one delegated rock per
 * `delegated` row; answers the rock and the delegated rocks (`delegates`).
 */
export async function createRock(body: TCreateRockRequest) {
  return call(ROCK_ENDPOINTS.create, { body });
}
