import type { PartyScreenState } from '../../../../shared/party.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';
import { usePartyScreenMutation } from './party-screen-mutation.js';

/** POST /api/party-screen: switches the screen on (an address already made is kept). */
export const turnOnPartyScreen = () => apiRequest<PartyScreenState>('POST', '/api/party-screen');

export const useTurnOnPartyScreen = () => usePartyScreenMutation(turnOnPartyScreen);
