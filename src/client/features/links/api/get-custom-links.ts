import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomLink } from '../../../../shared/profile.types.js';
import { apiRequest } from '../../../lib/api-client.js';
import { customLinksKey } from '../../../lib/query-keys.js';

/** GET /api/custom-links: the creator's own links, in order. */
export const getCustomLinks = (signal?: AbortSignal) => apiRequest<CustomLink[]>('GET', customLinksKey[0], undefined, signal);

export const customLinksQueryOptions = () => queryOptions({ queryKey: customLinksKey, queryFn: ({ signal }) => getCustomLinks(signal) });

export const useCustomLinks = () => useQuery(customLinksQueryOptions());
