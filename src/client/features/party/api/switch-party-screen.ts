import type { PartyScreenState, PartyScreenSwitches } from '../../../../shared/party.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';
import { usePartyScreenMutation } from './party-screen-mutation.js';

/** PATCH /api/party-screen: photos and names on or off. */
export const switchPartyScreen = (switches: PartyScreenSwitches) => apiRequest<PartyScreenState>('PATCH', '/api/party-screen', switches);

export const useSwitchPartyScreen = () => usePartyScreenMutation(switchPartyScreen);
