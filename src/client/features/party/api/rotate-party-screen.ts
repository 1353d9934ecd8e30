import type { PartyScreenState } from '../../../../shared/party.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { usePartyScreenMutation } from './party-screen-mutation.js';

/** POST /api/party-screen/rotate: a new address; a screen open at the old one says it is off at its next ask. */
export const rotatePartyScreen = () => apiRequest<PartyScreenState>('POST', '/api/party-screen/rotate');

export function useRotatePartyScreen() {
  const { t } = useAppT();
  return usePartyScreenMutation(rotatePartyScreen, t('keepsake.partyScreen.rotated'));
}
