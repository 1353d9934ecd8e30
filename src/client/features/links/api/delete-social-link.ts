import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { refreshAfterLinkChange, socialLinksKey } from '../../../lib/query-keys.js';

/** DELETE /api/social-links/{id}. */
export const deleteSocialLink = (id: string) => apiRequest<null>('DELETE', `${socialLinksKey[0]}/${encodeURIComponent(id)}`);

export function useDeleteSocialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSocialLink,
    onSuccess: () => refreshAfterLinkChange(queryClient, socialLinksKey),
  });
}
