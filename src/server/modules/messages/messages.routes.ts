import {
  ListVoiceMessagesQuerySchema,
  SendVoiceMessageSchema,
  UpdateVoiceMessageSchema,
  VoiceMessageParamsSchema,
} from '../../../shared/voice.schemas.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requireHost } from '../accounts/page-access.js';
import { deleteOwnMessage, listOwnMessages, sendVoiceMessage, updateOwnMessage } from './messages.service.js';

export default async function messagesRoutes(app: ZodApp) {
  const { deps } = app;

  app.post('/api/voice-messages', { schema: { summary: 'Send a guest’s message (its uploaded recording)', body: SendVoiceMessageSchema }, config: rateLimit(app, 'voiceMessage') }, async (request, reply) => {
    const { message, created } = await sendVoiceMessage(deps, request.body);
    // 200 for a message sent again that was already stored (see sendVoiceMessage): the same answer, nothing new made.
    return reply.status(created ? 201 : 200).send(message);
  });

  // The body stays the plain list of docs/product-spec.md (section 7); paging rides in the query and the total in a header.
  app.get('/api/voice-messages', { preValidation: requireHost, schema: { summary: 'The inbox: the page’s messages, newest first', querystring: ListVoiceMessagesQuerySchema } }, async (request, reply) => {
    const { json, total } = await listOwnMessages(deps, pageOwnerId(request), request.query);
    reply.header('X-Total-Count', String(total));
    reply.header('Cache-Control', 'no-store');
    return reply.type('application/json; charset=utf-8').send(json);
  });

  const params = VoiceMessageParamsSchema;
  app.put('/api/voice-messages/:id', { preValidation: requireHost, schema: { summary: 'Mark a message read, or favourite it', params, body: UpdateVoiceMessageSchema } }, async (request) => {
    return updateOwnMessage(deps, pageOwnerId(request), request.params.id, request.body);
  });

  app.delete('/api/voice-messages/:id', { preValidation: requireHost, schema: { summary: 'Delete a message', params }, config: { bodyless: true } }, async (request, reply) => {
    await deleteOwnMessage(deps, pageOwnerId(request), request.params.id);
    return reply.status(204).send();
  });
}
