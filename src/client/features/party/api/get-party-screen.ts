import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartyScreenState } from '../../../../shared/party.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';

export const partyScreenKey = ['/api/party-screen'] as const;

/** GET /api/party-screen: the owner's party screen, on or off, its address and switches. */
export function getPartyScreen(signal?: AbortSignal): Promise<PartyScreenState> {
  return apiRequest<PartyScreenState>('GET', '/api/party-screen', undefined, signal);
}

export const partyScreenQueryOptions = () => queryOptions({ queryKey: partyScreenKey, queryFn: ({ signal }) => getPartyScreen(signal) });

export function usePartyScreen({ enabled }: { enabled: boolean }) {
  return useQuery({ ...partyScreenQueryOptions(), enabled });
}
