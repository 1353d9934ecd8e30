import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '../../../../shared/erasure.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';
import { currentUserKey } from '../../../lib/query-keys.js';

/** POST /api/account/delete: the account, its page and everything on it (docs/decisions/069). */
export const deleteAccount = (input: DeleteAccountInput) => apiRequest<{ deleted: true }>('POST', '/api/account/delete', input);

/** Signed out afterwards: every cached answer belonged to the deleted account. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.setQueryData(currentUserKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
    },
  });
}
