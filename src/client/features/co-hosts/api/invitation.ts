import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostedPageSummary, InvitationInfo } from '../../../../shared/co-hosts.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';
import { creatorProfileKey } from '../../../lib/query-keys.js';

const invitationKey = (token: string) => ['/api/co-host-invitations', token] as const;
const path = (token: string) => `/api/co-host-invitations/${encodeURIComponent(token)}`;

/** GET /api/co-host-invitations/{token}: who invites, to which page, for which address, and whether it still works. */
export const getInvitation = (token: string, signal?: AbortSignal) => apiRequest<InvitationInfo>('GET', path(token), undefined, signal);

export const useInvitation = (token: string) =>
  useQuery(queryOptions({ queryKey: invitationKey(token), queryFn: ({ signal }) => getInvitation(token, signal), retry: false }));

/** POST …/accept: the signed-in account becomes a co-host and the page it joined becomes the one it works on. */
export const acceptInvitation = (token: string) => apiRequest<HostedPageSummary>('POST', `${path(token)}/accept`);

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // The page just joined is the account's now: the profile is read afresh (not shown stale as 'no page', which would
    // send an account without a page of its own to onboarding), and everything else is read again.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: creatorProfileKey });
      return queryClient.invalidateQueries();
    },
  });
}
