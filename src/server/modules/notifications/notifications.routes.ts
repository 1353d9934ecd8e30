import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedLanguages, chooseLanguage, type Language } from '../../../shared/i18n/languages.js';
import { UnsubscribeQuerySchema, UpdateNotificationSettingsSchema } from '../../../shared/notifications.schemas.js';
import type { ZodApp } from '../../plugins/validation.js';
import { currentPage, requireHost } from '../accounts/page-access.js';
import { findUnsubscribePage, getOwnNotificationSettings, unsubscribe, updateOwnNotificationSettings } from './notification-settings.service.js';
import { unsubscribeConfirmPage, unsubscribedPage, unsubscribeInvalidPage } from './unsubscribe-page.js';
import { SETTINGS_PATH, UNSUBSCRIBE_PATH } from './unsubscribe-token.js';

export default async function notificationsRoutes(app: ZodApp) {
  const { deps } = app;

  app.get('/api/notification-settings', { preValidation: requireHost, schema: { summary: 'How the signed-in host is told of new messages (their own choice)' } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return getOwnNotificationSettings(deps, currentPage(request), request.user!.id);
  });

  app.put('/api/notification-settings', { preValidation: requireHost, schema: { summary: 'Change how the signed-in host is told of new messages (only their own choice)', body: UpdateNotificationSettingsSchema } }, async (request) =>
    updateOwnNotificationSettings(deps, currentPage(request), request.user!.id, request.body),
  );

  // The link in every new-message mail. The token is the only key: keep it out of referrers, caches and indexes.
  // In the language of the account the link was mailed to; a link that names no one, in the browser's.
  const page = (reply: FastifyReply, language: Language) =>
    reply
      .header('Cache-Control', 'private, no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex')
      .header('Content-Language', language)
      .type('text/html; charset=utf-8');
  const invalid = (request: FastifyRequest, reply: FastifyReply) => {
    const language = chooseLanguage({ browser: acceptedLanguages(request.headers['accept-language']) });
    return page(reply, language).status(404).send(unsubscribeInvalidPage(language));
  };
  const query = { schema: { querystring: UnsubscribeQuerySchema } };

  // Opening the link only asks (link scanners open every link in a mail); the button POSTs.
  app.get(UNSUBSCRIBE_PATH, query, async (request, reply) => {
    const { token } = request.query;
    const found = await findUnsubscribePage(deps, token);
    if (!found) return invalid(request, reply);
    return page(reply, found.language).send(unsubscribeConfirmPage(found.displayName, `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, found.language));
  });

  // RFC 8058: a POST to the List-Unsubscribe URL unsubscribes at once, from the page's button or the mail program,
  // whose body ('List-Unsubscribe=One-Click') says nothing the URL does not.
  app.post(UNSUBSCRIBE_PATH, { ...query, config: { bodyless: true, anyOrigin: true } }, async (request, reply) => {
    const done = await unsubscribe(deps, request.query.token);
    if (!done) return invalid(request, reply);
    return page(reply, done.language).send(unsubscribedPage(done.displayName, SETTINGS_PATH, done.language));
  });
}
