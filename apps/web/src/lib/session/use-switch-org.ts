import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiSend } from '../api-client.ts';
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
    mutationFn: (orgId: string) => apiSend('PUT', `session/org/${encodeURIComponent(orgId)}`),
    onSuccess: async () => {
      navigate(options.stayOn ?? '/', { replace: Boolean(options.stayOn) });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      await queryClient.invalidateQueries();
    },
  });
}
