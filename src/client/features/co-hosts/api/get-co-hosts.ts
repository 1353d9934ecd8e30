import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoHostsOverview } from '../../../../shared/co-hosts.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';

export const coHostsKey = ['/api/co-hosts'] as const;

/** GET /api/co-hosts: the page's hosts, and for its owner the invitations not yet accepted. */
export const getCoHosts = (signal?: AbortSignal) => apiRequest<CoHostsOverview>('GET', coHostsKey[0], undefined, signal);

export const useCoHosts = () => useQuery(queryOptions({ queryKey: coHostsKey, queryFn: ({ signal }) => getCoHosts(signal) }));
