import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartyScreenState } from '../../../../shared/party.schemas.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { partyScreenKey } from './get-party-screen.js';

/** A change of the party screen whose answer is the screen's new state, written into the card's query. */
export function usePartyScreenMutation<V>(change: (vars: V) => Promise<PartyScreenState>, done?: string) {
  const { t } = useAppT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (state) => {
      queryClient.setQueryData(partyScreenKey, state);
      if (done) toast({ title: done });
    },
    onError: () => toast({ title: t('keepsake.partyScreen.failed'), variant: 'destructive' }),
  });
}
