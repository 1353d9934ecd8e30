import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostedPageSummary } from '../../../../shared/co-hosts.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';

export const hostedPagesKey = ['/api/pages'] as const;

/** GET /api/pages: every page this account hosts, the one the dashboard works on marked `current`. */
export const getHostedPages = (signal?: AbortSignal) => apiRequest<HostedPageSummary[]>('GET', hostedPagesKey[0], undefined, signal);

export const useHostedPages = () => useQuery(queryOptions({ queryKey: hostedPagesKey, queryFn: ({ signal }) => getHostedPages(signal) }));

/** PUT /api/pages/current: every creator call from now on acts on that page, so everything cached is read again. */
export const setCurrentPage = (profileId: string) => apiRequest<{ profileId: string }>('PUT', '/api/pages/current', { profileId });

export function useSetCurrentPage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCurrentPage, onSuccess: () => queryClient.invalidateQueries() });
}
