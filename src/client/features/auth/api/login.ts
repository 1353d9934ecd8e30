import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginInput } from '../../../../shared/auth.schemas.js';
import type { User } from '../../../../shared/profile.types.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest } from '../../../lib/api-client.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { currentUserKey } from '../../../lib/query-keys.js';

/** POST /api/login. */
export function login(input: LoginInput): Promise<User> {
  return apiRequest<User>('POST', '/api/login', input);
}

/** Signs in, then waits for the user query to hold the new user before going to / (the post-login gate). */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useAppT();
  return useMutation({
    mutationFn: login,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      toast({ title: t('auth.signIn.success') });
      navigate('/', { replace: true });
    },
    onError: (error) =>
      toast({ title: t('auth.signIn.failed'), description: appServerMessage(error, t, t('auth.signIn.invalid')), variant: 'destructive' }),
  });
}
