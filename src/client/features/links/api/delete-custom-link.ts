import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { customLinksKey, refreshAfterLinkChange } from '../../../lib/query-keys.js';

/** DELETE /api/custom-links/{id}. */
export const deleteCustomLink = (id: string) => apiRequest<null>('DELETE', `${customLinksKey[0]}/${encodeURIComponent(id)}`);

export function useDeleteCustomLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomLink,
    onSuccess: () => refreshAfterLinkChange(queryClient, customLinksKey),
  });
}
