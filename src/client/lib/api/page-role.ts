import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostedPageSummary, HostRole } from '../../../shared/co-hosts.schemas.js';
import { apiRequest } from '../api-client.js';

/**
 * The signed-in account's role on the page the dashboard works on (from GET /api/pages, the page switcher's query, so
 * the cache is shared): the settings disable what only the owner may change (docs/decisions/065). Undefined while
 * loading; the server refuses a co-host's change whatever the screen shows.
 */
export function usePageRole(): HostRole | undefined {
  const { data } = useQuery(
    queryOptions({ queryKey: ['/api/pages'] as const, queryFn: ({ signal }) => apiRequest<HostedPageSummary[]>('GET', '/api/pages', undefined, signal) }),
  );
  return data?.find((p) => p.current)?.role;
}
