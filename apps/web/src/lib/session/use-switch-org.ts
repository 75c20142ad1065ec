import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiSend } from '../api-client.ts';
import { sessionQueryKey } from './session-query.ts';

/**
 * Switches the session to another organisation (`PUT session/org/{id}`), then drops every cached
 * answer of the previous organisation, reloads the session and goes home (002 §2: ToolsHome after
 * an organisation change).
 */
export function useSwitchOrg() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (orgId: string) => apiSend('PUT', `session/org/${encodeURIComponent(orgId)}`),
    onSuccess: async () => {
      navigate('/');
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      await queryClient.invalidateQueries();
    },
  });
}
