import {
  ListVoiceMessagesQuerySchema,
  SendVoiceMessageSchema,
  UpdateVoiceMessageSchema,
  VoiceMessageParamsSchema,
} from '../../../shared/voice.schemas.js';
import { ArchiveQuerySchema } from '../../../shared/archive.schemas.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requireHost } from '../accounts/page-access.js';
import { replyWithZip } from '../../plugins/zip-reply.js';
import { messagesArchive } from './download-all.js';
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

  // HEAD answers with the same headers (the exact Content-Length included) and reads no recording: the dashboard asks
  // first, so a refusal is told in the page rather than as a failed download.
  app.get('/api/voice-messages/download', { preValidation: requireHost, schema: { summary: 'Download every message as a ZIP archive', querystring: ArchiveQuerySchema } }, async (request, reply) => {
    // A co-host's archive leaves the guests' addresses out: exporting them is the owner's alone (docs/decisions/065).
    const archive = await messagesArchive(deps, pageOwnerId(request), request.query.tz, new Date(), {
      guestEmails: request.page?.role !== 'co-host',
      readerId: request.user!.id,
    });
    reply.header('Content-Disposition', `attachment; filename="${archive.fileName}"`);
    await replyWithZip(request, reply, archive.zip);
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
