import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { partyScreenKey } from './get-party-screen.js';

/** DELETE /api/party-screen: off; its address stops opening the screen. */
export const switchOffPartyScreen = () => apiRequest<null>('DELETE', '/api/party-screen');

export function useSwitchOffPartyScreen() {
  const { t } = useAppT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchOffPartyScreen,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: partyScreenKey });
      toast({ title: t('keepsake.partyScreen.switchedOff') });
    },
    onError: () => toast({ title: t('keepsake.partyScreen.failed'), variant: 'destructive' }),
  });
}
