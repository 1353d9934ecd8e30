import type { FastifyReply } from 'fastify';
import { MSG } from '../../../shared/api.texts.js';
import { ReplyTokenParamsSchema, SendVoiceReplySchema, VoiceReplyParamsSchema } from '../../../shared/voice.schemas.js';
import { PageLanguageQuerySchema } from '../../../shared/book.schemas.js';
import type { ZodApp } from '../../plugins/validation.js';
import { acceptedLanguages, chooseLanguage } from '../../../shared/i18n/languages.js';
import { pageOwnerId, requireHost } from '../accounts/page-access.js';
import { sendObject } from '../../plugins/send-object.js';
import { replyNotFoundPage, replyPage } from './reply-page.js';
import { findReplyForToken, type ReplyOutcome, resendReply, sendReply } from './replies.service.js';

export default async function repliesRoutes(app: ZodApp) {
  const { deps } = app;

  /** 201 when mailed; 502 with the message of docs/product-spec.md (section 8) when the mail failed (the reply is kept, retry allowed). */
  const answer = (reply: FastifyReply, outcome: ReplyOutcome) => {
    if (outcome.sent) return reply.status(201).send(outcome.reply);
    reply.log.warn({ err: outcome.error, replyId: outcome.reply.id }, 'voice reply mail failed');
    return reply.status(502).send({ message: MSG.replyFailed, reply: outcome.reply });
  };

  app.post('/api/voice-replies', { preValidation: requireHost, schema: { summary: 'Reply to a guest’s message with a recording', body: SendVoiceReplySchema } }, async (request, reply) => {
    return answer(reply, await sendReply(deps, pageOwnerId(request), request.body));
  });

  const resend = { preValidation: requireHost, schema: { params: VoiceReplyParamsSchema }, config: { bodyless: true, refusals: [409] } };
  app.post('/api/voice-replies/:id/resend', { ...resend, schema: { ...resend.schema, summary: 'Mail a reply to its guest again' } }, async (request, reply) => {
    return answer(reply, await resendReply(deps, pageOwnerId(request), request.params.id));
  });

  // The guest's page from the mail. The token in the URL is the only key: keep it out of referrers and caches.
  const privateHeaders = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'private, no-store').header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex');

  const params = ReplyTokenParamsSchema;
  app.get('/r/:token', { schema: { params, querystring: PageLanguageQuerySchema } }, async (request, reply) => {
    const { token } = request.params;
    const found = await findReplyForToken(deps, token);
    privateHeaders(reply).type('text/html; charset=utf-8');
    // ?lang, then the language the guest wrote their message in, then their browser's (docs/decisions/055).
    const language = chooseLanguage({
      requested: request.query.lang,
      browser: [...(found?.language ? [found.language] : []), ...acceptedLanguages(request.headers['accept-language'])],
    });
    if (!found) return reply.status(404).send(replyNotFoundPage(language));
    return reply.send(replyPage(found.hostName, `/r/${encodeURIComponent(token)}/audio`, language, { picture: found.hostPicture, theme: found.pageTheme }));
  });

  // sendObject marks media public and immutable; this URL is a secret, so only the guest's browser may keep it.
  const privateCache = async (_req: unknown, reply: FastifyReply, payload: unknown) => {
    reply.header('Cache-Control', 'private, max-age=3600');
    return payload;
  };
  app.get('/r/:token/audio', { schema: { params }, onSend: privateCache }, async (request, reply) => {
    const { token } = request.params;
    const found = await findReplyForToken(deps, token);
    privateHeaders(reply);
    if (!found) return reply.status(404).send({ message: MSG.replyNotFound });
    return sendObject(request, reply, found.key);
  });
}
