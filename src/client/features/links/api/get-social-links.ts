import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialLink } from '../../../../shared/profile.types.js';
import { apiRequest } from '../../../lib/api-client.js';
import { socialLinksKey } from '../../../lib/query-keys.js';

/** GET /api/social-links: the creator's own links, in order. */
export const getSocialLinks = (signal?: AbortSignal) => apiRequest<SocialLink[]>('GET', socialLinksKey[0], undefined, signal);

export const socialLinksQueryOptions = () => queryOptions({ queryKey: socialLinksKey, queryFn: ({ signal }) => getSocialLinks(signal) });

export const useSocialLinks = () => useQuery(socialLinksQueryOptions());
