import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialPlatform } from '../../../../shared/links.types.js';
import type { SocialLink } from '../../../../shared/profile.types.js';
import { apiRequest } from '../../../lib/api-client.js';
import { refreshAfterLinkChange, socialLinksKey } from '../../../lib/query-keys.js';

/** POST /api/social-links with platform and an https url. */
export const addSocialLink = (input: { platform: SocialPlatform; url: string }) => apiRequest<SocialLink>('POST', socialLinksKey[0], input);

export function useAddSocialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSocialLink,
    onSuccess: () => refreshAfterLinkChange(queryClient, socialLinksKey),
  });
}
