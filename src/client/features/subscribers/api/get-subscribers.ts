import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailSubscriber } from '../../../../shared/stats.types.js';
import { TOTAL_COUNT_HEADER } from '../../../../shared/stats.types.js';
import { apiFetch } from '../../../lib/api-client.js';

export const subscribersKey = ['/api/email-subscribers'] as const;

export interface SubscribersParams {
  limit: number;
  offset: number;
  q: string;
}

export interface SubscribersPage {
  subscribers: EmailSubscriber[];
  total: number;
}

/** GET /api/email-subscribers?limit&offset&q: the plain array of docs/product-spec.md (section 7), with the total (for that search) from X-Total-Count. */
export async function getSubscribers(params: SubscribersParams, signal?: AbortSignal): Promise<SubscribersPage> {
  const search = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (params.q) search.set('q', params.q);
  const res = await apiFetch('GET', `${subscribersKey[0]}?${search}`, undefined, signal);
  const subscribers = (await res.json()) as EmailSubscriber[];
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? subscribers.length);
  return { subscribers, total: Number.isFinite(total) ? total : subscribers.length };
}

export const subscribersQueryOptions = (params: SubscribersParams) =>
  queryOptions({ queryKey: [...subscribersKey, params], queryFn: ({ signal }) => getSubscribers(params, signal) });

/** Keeps the previous page on screen while the next one loads, so paging and typing do not flash. */
export function useSubscribers(params: SubscribersParams) {
  return useQuery({ ...subscribersQueryOptions(params), placeholderData: keepPreviousData });
}
