import { SESSION_ENDPOINTS } from '@cairn/domain/account/session.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../call.ts';
import { sessionQueryKey } from './session-query.ts';

/**
 * Switches the session to another organisation (`PUT session/org/{id}`), then drops every cached
 * answer of the previous organisation, reloads the session and goes home (002 §2: ToolsHome after
 * an organisation change), or, given `stayOn`, stays on that page (the wrong-organisation notice:
 * the item opens in the organisation it belongs to).
 */
export function useSwitchOrg(options: { stayOn?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (orgId: string) => call(SESSION_ENDPOINTS.switchOrg, { params: { id: orgId } }),
    onSuccess: async () => {
      navigate(options.stayOn ?? '/', { replace: Boolean(options.stayOn) });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      await queryClient.invalidateQueries();
    },
  });
}
