import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AdminUser } from '../../../../shared/admin.types.js';
import type { AdminLoginInput } from '../../../../shared/auth.schemas.js';
import { TIMING } from '../../../../shared/limits.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest } from '../../../lib/api-client.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { loadAppT } from '../../../lib/i18n/app-catalogues.js';
import { setTestMode } from '../lib/test-mode.js';
import { adminUserKey } from './get-admin-user.js';

/** POST /admin-api/login. */
export function adminLogin(input: AdminLoginInput): Promise<AdminUser> {
  return apiRequest<AdminUser>('POST', '/admin-api/login', input);
}

/** Signs in, greets, and goes to /master-admin after 100 ms (docs/product-spec.md, section 4). */
export function useAdminLogin() {
  const { t } = useAppT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (admin) => {
      setTestMode(false);
      queryClient.setQueryData(adminUserKey, admin);
      // The greeting is in the admin's own language, which the area switches to (the login screen speaks the browser's).
      void loadAppT(admin.language).then((adminT) => toast({ title: adminT('admin.login.welcome') }));
      setTimeout(() => navigate('/master-admin'), TIMING.adminLoginRedirectMs);
    },
    onError: (error) =>
      toast({
        title: t('admin.login.failed'),
        description: appServerMessage(error, t, t('errors.invalid_credentials')),
        variant: 'destructive',
      }),
  });
}

/** 'Test Access': the client-only flag with the fake admin; the server is not asked and grants nothing. */
export function useTestAccess() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    setTestMode(true);
    queryClient.removeQueries({ queryKey: adminUserKey });
    navigate('/master-admin');
  };
}
