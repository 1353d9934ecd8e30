import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { RegisterInput } from '../../../../shared/auth.schemas.js';
import type { User } from '../../../../shared/profile.types.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest } from '../../../lib/api-client.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { creatorProfileKey, currentUserKey } from '../../../lib/query-keys.js';

/** POST /api/register (confirmPassword is never sent). */
export function register({ email, password, firstName, lastName }: RegisterInput): Promise<User> {
  return apiRequest<User>('POST', '/api/register', { email, password, firstName, lastName });
}

export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useAppT();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      // The answer is the signed-in user, and a new account has no page yet: both are known, so the screens after
      // this one (the gate at /, onboarding) paint at once instead of a full-screen 'Loading...' while they ask.
      queryClient.setQueryData(currentUserKey, user);
      queryClient.setQueryData(creatorProfileKey, null);
      toast({ title: t('auth.signUp.success') });
      navigate('/', { replace: true });
    },
    onError: (error) =>
      toast({ title: t('auth.signUp.failed'), description: appServerMessage(error, t, t('common.genericFailure')), variant: 'destructive' }),
  });
}
