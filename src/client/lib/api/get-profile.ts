import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProfileResponse } from '../../../shared/profile.types.js';
import { apiRequest, keyToPath } from '../api-client.js';
import { profileKey } from '../query-keys.js';

/** GET /api/profile/{username}: what a visitor sees; 404 when the name is unknown or the profile is hidden. */
export function getProfile(username: string, signal?: AbortSignal): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>('GET', keyToPath(profileKey(username)), undefined, signal);
}

export interface PolledProfile {
  data: ProfileResponse | undefined;
  /** The last poll's failure, cleared by the next success; the data of the poll before stays. */
  error: unknown;
  isPending: boolean;
  refetch: () => void;
}

/**
 * The public page's profile, read again every `refetchInterval` ms, also in background tabs, so a host's changes show
 * on open pages (docs/product-spec.md, section 7: every 5 s). A plain hook rather than a query: it is the guest page's
 * only read, and the guest page leaves the query library out of its first load (docs/decisions/023). `initialData` is
 * what the server sent with the page; without it the profile is read at once.
 */
export function useProfile(username: string, { refetchInterval, initialData }: { refetchInterval: number; initialData?: ProfileResponse }): PolledProfile {
  const [state, setState] = useState<Omit<PolledProfile, 'refetch'>>({ data: initialData, error: null, isPending: !initialData });
  const inflight = useRef<AbortController | null>(null);

  const refetch = useCallback(() => {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    getProfile(username, controller.signal).then(
      (data) => !controller.signal.aborted && setState({ data, error: null, isPending: false }),
      (error: unknown) => !controller.signal.aborted && setState((s) => ({ ...s, error, isPending: false })),
    );
  }, [username]);

  const sentWithPage = useRef(initialData !== undefined);
  useEffect(() => {
    if (!sentWithPage.current) refetch();
    const timer = setInterval(refetch, refetchInterval);
    return () => {
      clearInterval(timer);
      inflight.current?.abort();
    };
  }, [refetch, refetchInterval]);

  return { ...state, refetch };
}
