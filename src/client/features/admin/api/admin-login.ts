import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ADMIN_UI } from '../../../../shared/admin.texts.js';
import type { AdminUser } from '../../../../shared/admin.types.js';
import type { AdminLoginInput } from '../../../../shared/auth.schemas.js';
import { TIMING } from '../../../../shared/limits.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest, serverMessage } from '../../../lib/api-client.js';
import { setTestMode } from '../lib/test-mode.js';
import { adminUserKey } from './get-admin-user.js';

/** POST /admin-api/login. */
export function adminLogin(input: AdminLoginInput): Promise<AdminUser> {
  return apiRequest<AdminUser>('POST', '/admin-api/login', input);
}

/** Signs in, greets, and goes to /master-admin after 100 ms (spec section 4). */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (admin) => {
      setTestMode(false);
      queryClient.setQueryData(adminUserKey, admin);
      toast({ title: ADMIN_UI.welcomeAdmin });
      setTimeout(() => navigate('/master-admin'), TIMING.adminLoginRedirectMs);
    },
    onError: (error) =>
      toast({ title: ADMIN_UI.loginFailed, description: serverMessage(error, ADMIN_UI.invalidCredentials), variant: 'destructive' }),
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
