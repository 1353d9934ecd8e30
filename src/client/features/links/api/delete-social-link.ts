import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { showsProfilePage, socialLinksKey } from '../../../lib/query-keys.js';

/** DELETE /api/social-links/{id}. */
export const deleteSocialLink = (id: string) => apiRequest<null>('DELETE', `${socialLinksKey[0]}/${encodeURIComponent(id)}`);

export function useDeleteSocialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSocialLink,
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === socialLinksKey[0] || showsProfilePage(q) }),
  });
}
