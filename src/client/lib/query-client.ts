import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.js';

/** docs/product-spec.md, section 9: no automatic retries, no refetch on focus, no polling unless a query asks, data never stale. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
