import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscribersSummary } from '../../../../shared/stats.types.js';
import { apiRequest } from '../../../lib/api-client.js';
import { browserTimeZone } from '../../../lib/time-zone.js';
import { subscribersKey } from './get-subscribers.js';

/** GET /api/email-subscribers/summary?tz=: the Total, Today and This Week cards. */
export function getSubscribersSummary(timeZone: string, signal?: AbortSignal): Promise<SubscribersSummary> {
  return apiRequest<SubscribersSummary>('GET', `${subscribersKey[0]}/summary?${new URLSearchParams({ tz: timeZone })}`, undefined, signal);
}

// Under the list's key, so removing a subscriber refreshes the cards with the table.
export const subscribersSummaryQueryOptions = (timeZone: string) =>
  queryOptions({ queryKey: [...subscribersKey, 'summary', timeZone], queryFn: ({ signal }) => getSubscribersSummary(timeZone, signal) });

export function useSubscribersSummary() {
  return useQuery(subscribersSummaryQueryOptions(browserTimeZone()));
}
