import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import type { TMoveIssueRequest } from '@cairn/domain/issues/issues.schemas';
import { VTO_TRACTION_ENDPOINTS } from '@cairn/domain/vto/vto.endpoints';
import { call } from '../../../lib/call.ts';

/** `POST issue/{id}/move` (Move Issue): to another meeting with the chosen owner. */
export async function moveIssue(id: string, body: TMoveIssueRequest) {
  return call(ISSUE_ENDPOINTS.move, { params: { id }, body });
}

/** `POST issue/{id}/move-to-vto` (Move Issue to a V/TO): onto the revision's long-term list, with the chosen owner. */
export async function moveIssueToVto(
  id: string,
  body: { collectionId: string; revisionId: string; ownerId: string; version: number },
) {
  return call(VTO_TRACTION_ENDPOINTS.moveIssueIn, { params: { id }, body });
}
