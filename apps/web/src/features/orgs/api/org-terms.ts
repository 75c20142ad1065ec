import type { TOrgTerms } from '@cairn/domain/i18n/org-terms';
import { ORG_ENDPOINTS as E } from '@cairn/domain/orgs/orgs.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { reloadSession } from '../../../lib/session/session-query.ts';

/** The Owner saves the organisation's own words (the whole set; `{}`: the usual words again). */
function saveOrgTerms(terms: TOrgTerms) {
  return call(E.terms, { body: { terms } });
}

/** Mutation hook of "Your words"; the session (which carries the words to every text) reloads. */
export function useSaveOrgTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrgTerms,
    onSuccess: () => reloadSession(queryClient),
    meta: { handlesErrors: true },
  });
}
