import type { FastifyInstance, FastifyReply } from 'fastify';
import { MSG } from '../../../shared/api.texts.js';
import { SendVoiceReplySchema } from '../../../shared/voice.schemas.js';
import { parse } from '../../errors.js';
import { requireUser } from '../accounts/sessions.plugin.js';
import { sendObject } from '../../storage/send-object.js';
import { replyNotFoundPage, replyPage } from './reply-page.js';
import { findReplyForToken, type ReplyOutcome, resendReply, sendReply } from './replies.service.js';

export default async function repliesRoutes(app: FastifyInstance) {
  const { deps } = app;

  /** 201 when mailed; 502 with the spec's message when the mail failed (the reply is kept, retry allowed). */
  const answer = (reply: FastifyReply, outcome: ReplyOutcome) => {
    if (outcome.sent) return reply.status(201).send(outcome.reply);
    reply.log.warn({ err: outcome.error, replyId: outcome.reply.id }, 'voice reply mail failed');
    return reply.status(502).send({ message: MSG.replyFailed, reply: outcome.reply });
  };

  app.post('/api/voice-replies', { preValidation: requireUser }, async (request, reply) => {
    return answer(reply, await sendReply(deps, request.user!.id, parse(SendVoiceReplySchema, request.body)));
  });

  app.post('/api/voice-replies/:id/resend', { preValidation: requireUser, config: { bodyless: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    return answer(reply, await resendReply(deps, request.user!.id, id));
  });

  // The guest's page from the mail. The token in the URL is the only key: keep it out of referrers and caches.
  const privateHeaders = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'private, no-store').header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex');

  app.get('/r/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    const found = await findReplyForToken(deps, token);
    privateHeaders(reply).type('text/html; charset=utf-8');
    if (!found) return reply.status(404).send(replyNotFoundPage());
    return reply.send(replyPage(found.hostName, `/r/${encodeURIComponent(token)}/audio`));
  });

  // sendObject marks media public and immutable; this URL is a secret, so only the guest's browser may keep it.
  const privateCache = async (_req: unknown, reply: FastifyReply, payload: unknown) => {
    reply.header('Cache-Control', 'private, max-age=3600');
    return payload;
  };
  app.get('/r/:token/audio', { onSend: privateCache }, async (request, reply) => {
    const { token } = request.params as { token: string };
    const found = await findReplyForToken(deps, token);
    privateHeaders(reply);
    if (!found) return reply.status(404).send({ message: MSG.replyNotFound });
    return sendObject(request, reply, found.key);
  });
}
