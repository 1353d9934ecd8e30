import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { voiceMessagesKey } from '../../../lib/query-keys.js';

// Under the messages' key: whatever refreshes the inbox refreshes this count too.
const withdrawnKey = [...voiceMessagesKey, 'withdrawn'] as const;

/** GET /api/voice-messages/withdrawn: how many messages guests took back (docs/decisions/069), never which. */
export const getWithdrawnCount = (signal?: AbortSignal) => apiRequest<{ count: number }>('GET', '/api/voice-messages/withdrawn', undefined, signal);

export const useWithdrawnCount = () => useQuery(queryOptions({ queryKey: withdrawnKey, queryFn: ({ signal }) => getWithdrawnCount(signal) }));
