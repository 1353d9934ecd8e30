import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingInvitation } from '../../../../shared/co-hosts.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';
import { coHostsKey } from './get-co-hosts.js';

/** POST /api/co-hosts/invitations: the owner invites by email; the mail goes out before it answers. */
export const inviteCoHost = (email: string) => apiRequest<PendingInvitation>('POST', '/api/co-hosts/invitations', { email });
/** DELETE /api/co-hosts/invitations/{id}: the owner withdraws an invitation; its link stops working. */
export const withdrawInvitation = (id: string) => apiRequest<void>('DELETE', `/api/co-hosts/invitations/${encodeURIComponent(id)}`);
/** DELETE /api/co-hosts/{userId}: the owner removes a co-host, or a co-host leaves. */
export const removeCoHost = (userId: string) => apiRequest<void>('DELETE', `/api/co-hosts/${encodeURIComponent(userId)}`);

/** Each change reads the card's list again. */
function useCoHostsChange<T>(change: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: coHostsKey }) });
}

export const useInviteCoHost = () => useCoHostsChange(inviteCoHost);
export const useWithdrawInvitation = () => useCoHostsChange(withdrawInvitation);
export const useRemoveCoHost = () => useCoHostsChange(removeCoHost);
