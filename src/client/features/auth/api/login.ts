import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginInput } from '../../../../shared/auth.schemas.js';
import { MSG } from '../../../../shared/api.texts.js';
import type { User } from '../../../../shared/profile.types.js';
import { UI } from '../../../../shared/ui.texts.js';
import { toast } from '../../../lib/toast.js';
import { apiRequest, serverMessage } from '../../../lib/api-client.js';
import { currentUserKey } from '../../../lib/query-keys.js';

/** POST /api/login. */
export function login(input: LoginInput): Promise<User> {
  return apiRequest<User>('POST', '/api/login', input);
}

/** Signs in, then waits for the user query to hold the new user before going to / (the post-login gate). */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: login,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      toast({ title: UI.loginSuccess });
      navigate('/', { replace: true });
    },
    onError: (error) =>
      toast({ title: UI.loginFailed, description: serverMessage(error, MSG.invalidEmailOrPassword), variant: 'destructive' }),
  });
}
