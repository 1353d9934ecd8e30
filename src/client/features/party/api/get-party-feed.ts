import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARTY_LIMITS, type PartyFeed } from '../../../../shared/party.schemas.js';
import { apiRequest, errorStatus } from '../../../lib/api-client.js';

/**
 * GET /api/party/{secret}: what the screen shows, asked again every few seconds (docs/decisions/081). An unchanged
 * answer is a 304 the browser turns back into the last one. A failed ask (the server restarting, the venue's network
 * gone) keeps the last answer on screen and asks again soon; a 404 (switched off, rotated) stops asking.
 */
export const getPartyFeed = (secret: string, signal?: AbortSignal) => apiRequest<PartyFeed>('GET', `/api/party/${encodeURIComponent(secret)}`, undefined, signal);

export const partyFeedQueryOptions = (secret: string) =>
  queryOptions({
    queryKey: ['/api/party', secret],
    queryFn: ({ signal }) => getPartyFeed(secret, signal),
    refetchInterval: (query) => (errorStatus(query.state.error) === 404 ? false : query.state.status === 'error' ? PARTY_LIMITS.retryMs : PARTY_LIMITS.pollMs),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    // Ask even when the browser believes it is offline: a venue's laptop can say so wrongly, and an ask that fails
    // is what shows "Reconnecting…" (the default mode would pause quietly instead).
    networkMode: 'always',
  });

export const usePartyFeed = (secret: string) => useQuery(partyFeedQueryOptions(secret));
