import type { z } from 'zod';
import type { SendVoiceMessageSchema } from '../../../../shared/voice.schemas.js';
import type { VoiceMessage } from '../../../../shared/voice.types.js';
import { apiRequest } from '../../../lib/api-client.js';

export type SendVoiceMessageBody = z.input<typeof SendVoiceMessageSchema>;

/** POST /api/voice-messages: a guest's message; 201 with the stored message. */
export function sendVoiceMessage(body: SendVoiceMessageBody, signal?: AbortSignal): Promise<VoiceMessage> {
  return apiRequest<VoiceMessage>('POST', '/api/voice-messages', body, signal);
}
