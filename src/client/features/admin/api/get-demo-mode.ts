import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';

export const demoModeKey = ['/admin-api/demo-mode'] as const;

/** GET /admin-api/demo-mode: whether the server runs with DEMO_MODE (the 'Test Access' button shows only then). */
export async function getDemoMode(signal?: AbortSignal): Promise<boolean> {
  const reply = await apiRequest<{ demoMode?: unknown } | null>('GET', demoModeKey[0], undefined, signal);
  return reply?.demoMode === true;
}

export const demoModeQueryOptions = () => queryOptions({ queryKey: demoModeKey, queryFn: ({ signal }) => getDemoMode(signal) });

export function useDemoMode(): boolean {
  return useQuery(demoModeQueryOptions()).data === true;
}
