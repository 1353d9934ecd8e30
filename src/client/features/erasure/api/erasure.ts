import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ErasureListing } from '../../../../shared/erasure.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';

/** POST /api/erasure-requests: the same answer whatever the address left (docs/decisions/069). */
export const requestErasure = (input: { username: string; email: string; language: string }) => apiRequest<{ ok: true }>('POST', '/api/erasure-requests', input);
export const useRequestErasure = () => useMutation({ mutationFn: requestErasure });

const listingKey = (token: string) => ['/api/erasure', token] as const;

/** GET /api/erasure?token=: the page and the messages the link's address left on it. */
export const getErasureListing = (token: string, signal?: AbortSignal) =>
  apiRequest<ErasureListing>('GET', `/api/erasure?token=${encodeURIComponent(token)}`, undefined, signal);

export const useErasureListing = (token: string) =>
  useQuery(queryOptions({ queryKey: listingKey(token), queryFn: ({ signal }) => getErasureListing(token, signal), retry: false, enabled: token !== '' }));

/** POST /api/erasure/delete: the ticked messages go. */
export const eraseMessages = (input: { token: string; messageIds: string[] }) => apiRequest<{ deleted: number }>('POST', '/api/erasure/delete', input);
export const useEraseMessages = () => useMutation({ mutationFn: eraseMessages });
