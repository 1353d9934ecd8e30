import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomLink } from '../../../../shared/profile.types.js';
import { apiRequest } from '../../../lib/api-client.js';
import { customLinksKey, refreshAfterLinkChange } from '../../../lib/query-keys.js';

/** POST /api/custom-links with title, url and order (the current list length). */
export const addCustomLink = (input: { title: string; url: string; order: number }) => apiRequest<CustomLink>('POST', customLinksKey[0], input);

export function useAddCustomLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCustomLink,
    onSuccess: () => refreshAfterLinkChange(queryClient, customLinksKey),
  });
}
