import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TIMING } from '../../../../shared/limits.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest } from '../../../lib/api-client.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { isTestMode, setTestMode } from '../lib/test-mode.js';
import { adminUserKey } from './get-admin-user.js';

/** POST /admin-api/logout. */
export function adminLogout(): Promise<unknown> {
  return apiRequest('POST', '/admin-api/logout');
}

/**
 * Ends the admin session, clears the test flag and every cached answer, and goes to /admin-login
 * even when the call fails (docs/product-spec.md, section 4).
 */
export function useAdminLogout() {
  const { t } = useAppT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // Test mode never had a server session to end.
      if (!isTestMode()) await adminLogout();
    },
    onSuccess: () => toast({ title: t('admin.logout.title'), description: t('admin.logout.ok') }),
    onError: () => toast({ title: t('admin.logout.title'), description: t('admin.logout.locally') }),
    onSettled: () => {
      setTestMode(false);
      setTimeout(() => {
        // Forget everything first, so the sign-in page mounts with fresh queries (demo mode, providers).
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== adminUserKey[0] });
        queryClient.getMutationCache().clear();
        queryClient.setQueryData(adminUserKey, null);
        navigate('/admin-login');
      }, TIMING.logoutRedirectMs);
    },
  });
}
