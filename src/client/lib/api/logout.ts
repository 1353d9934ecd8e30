import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { TIMING } from '../../../shared/limits.js';
import { toast } from '../toast.js';
import { apiRequest } from '../api-client.js';
import { useAppT } from '../i18n/app-texts.js';
import { currentUserKey } from '../query-keys.js';

/** POST /api/logout. */
export function logout(): Promise<unknown> {
  return apiRequest('POST', '/api/logout');
}

/**
 * Logs out and forgets every cached answer (another account may sign in next on this browser), then goes to /auth
 * after 100 ms whether or not the server call worked (docs/product-spec.md, section 4).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useAppT();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => toast({ title: t('common.logout.title'), description: t('common.logout.done') }),
    onError: () => toast({ title: t('common.logout.title'), description: t('common.logout.local'), variant: 'destructive' }),
    onSettled: () => {
      setTimeout(() => {
        // The user becomes null first and the move to /auth renders synchronously with it: a render that saw
        // one change without the other would bounce (signed-in /auth -> /, or signed-out /admin -> /).
        queryClient.setQueryData(currentUserKey, null);
        flushSync(() => navigate('/auth'));
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
        queryClient.getMutationCache().clear();
      }, TIMING.logoutRedirectMs);
    },
  });
}
