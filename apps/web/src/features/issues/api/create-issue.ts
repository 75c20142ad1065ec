import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import type { TCreateIssueRequest } from '@cairn/domain/issues/issues.schemas';
import { call } from '../../../lib/call.ts';

/** A new issue on a V/TO's long-term list (`POST issues` with `entityType: "vto"`). */
export type TCreateVtoIssueRequest = Omit<TCreateIssueRequest, 'tractionId' | 'entityType'> & {
  entityType: 'vto';
  collectionId: string;
  revisionId: string;
};

/**
 * `POST issues` (Add Issue): a meeting issue (answered `{ issue }`) or a V/TO long-term issue
 * (answered `{ newLongTermIssue, longTermIssue }`), with "Created: {title}".
 */
export async function createIssue(body: TCreateIssueRequest | TCreateVtoIssueRequest) {
  return call(ISSUE_ENDPOINTS.create, { body });
}
