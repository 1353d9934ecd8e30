import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { RegisterInput } from '../../../../shared/auth.schemas.js';
import { MSG } from '../../../../shared/api.texts.js';
import type { User } from '../../../../shared/profile.types.js';
import { UI } from '../../../../shared/ui.texts.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest, serverMessage } from '../../../lib/api-client.js';
import { currentUserKey } from '../../../lib/query-keys.js';

/** POST /api/register (confirmPassword is never sent). */
export function register({ email, password, firstName, lastName }: RegisterInput): Promise<User> {
  return apiRequest<User>('POST', '/api/register', { email, password, firstName, lastName });
}

export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: register,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      toast({ title: UI.registerSuccess });
      navigate('/', { replace: true });
    },
    onError: (error) =>
      toast({ title: UI.registrationFailed, description: serverMessage(error, MSG.genericFailure), variant: 'destructive' }),
  });
}
