import type { FastifyReply } from 'fastify';
import { ListenTokenParamsSchema } from '../../../shared/book.schemas.js';
import { MSG } from '../../../shared/api.texts.js';
import { acceptedLanguages, chooseLanguage } from '../../../shared/i18n/languages.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import { sendObject } from '../../plugins/send-object.js';
import type { ZodApp } from '../../plugins/validation.js';
import { requireUser } from '../accounts/sessions.plugin.js';
import { listenNotFoundPage, listenPage } from './listen-page.js';
import { findListenPage, listenPath, ownListenLinks, revokeOwnListenLinks } from './listen.service.js';

/**
 * Each message's listen page, /l/{token} (a book's QR code opens it; no sign-in), its audio, and the host's calls to
 * list the links and to revoke them all (docs/decisions/048).
 */
export default async function listenRoutes(app: ZodApp) {
  const { deps } = app;

  // The token in the URL is the only key: kept out of referrers, search engines and shared caches.
  const secretPage = (reply: FastifyReply) =>
    reply.header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex, nofollow').header('Cache-Control', 'private, no-store');

  const page = { schema: { params: ListenTokenParamsSchema }, config: rateLimit(app, 'listen') };
  app.get('/l/:token', page, async (request, reply) => {
    const { token } = request.params;
    const found = await findListenPage(deps, token);
    secretPage(reply).type('text/html; charset=utf-8');
    // The same rule as the guest's page (docs/decisions/055): ?lang, the listener's browser if the host allows, the page's.
    const language = chooseLanguage({
      requested: (request.query as { lang?: string } | undefined)?.lang,
      browser: acceptedLanguages(request.headers['accept-language']),
      pageLanguage: found?.host.language,
      followGuestLanguage: found?.host.followGuestLanguage ?? true,
    });
    if (!found) return reply.status(404).send(listenNotFoundPage(language));
    return reply.send(listenPage(found, `${listenPath(token)}/audio`, language));
  });

  // The playable copy, behind the same token (never through /objects, which serves a profile's recordings to their
  // owner only: decision 037). Revalidated on every play, so a revoked link stops playing even where it was cached.
  app.get('/l/:token/audio', page, async (request, reply) => {
    const found = await findListenPage(deps, request.params.token);
    secretPage(reply);
    if (!found) return reply.status(404).send({ message: MSG.notFound });
    return sendObject(request, reply, found.audioKey, { cacheControl: 'private, no-cache' });
  });

  app.get('/api/keepsake/listen-links', { preValidation: requireUser }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ownListenLinks(deps, request.user!.id);
  });

  const revoke = { preValidation: requireUser, config: { bodyless: true } };
  app.post('/api/keepsake/listen-links/revoke', revoke, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return revokeOwnListenLinks(deps, request.user!.id);
  });
}
