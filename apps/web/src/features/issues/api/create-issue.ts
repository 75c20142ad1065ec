import type { TCreateIssueRequest, TIssue } from '@cairn/domain/issues/issues.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `POST issues` (Add Issue): one meeting issue; answers it with "Created: {title}". */
export async function createIssue(body: TCreateIssueRequest) {
  return apiSend<{ issue: TIssue }>('POST', '/issues', body);
}
