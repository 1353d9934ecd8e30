import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '../../../../shared/admin.types.js';
import type { Language } from '../../../../shared/i18n/languages.js';
import { apiRequest } from '../../../lib/api-client.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { isTestMode } from '../lib/test-mode.js';
import { adminUserKey } from './get-admin-user.js';

/** PUT /admin-api/auth/language: the admin's own language for the admin area (docs/decisions/056); null follows the browser. */
export function updateAdminLanguage(language: Language | null): Promise<AdminUser> {
  return apiRequest<AdminUser>('PUT', '/admin-api/auth/language', { language });
}

/**
 * Saves the choice and puts the answer in the admin-user query, so the area (wrapped in AppLanguage with the admin's
 * language) switches at once. Test mode has no server session: the choice lives in the fake admin until sign-out.
 */
export function useUpdateAdminLanguage() {
  const { t } = useAppT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language | null): Promise<AdminUser> => {
      const current = queryClient.getQueryData<AdminUser | null>(adminUserKey);
      if (isTestMode() && current) return { ...current, language };
      return updateAdminLanguage(language);
    },
    onSuccess: (admin) => queryClient.setQueryData(adminUserKey, admin),
    onError: (error) =>
      toast({ title: t('admin.header.languageFailed'), description: appServerMessage(error, t, t('admin.header.languageFailed')), variant: 'destructive' }),
  });
}
