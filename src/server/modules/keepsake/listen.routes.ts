import type { FastifyReply } from 'fastify';
import { ListenTokenParamsSchema, PageLanguageQuerySchema } from '../../../shared/book.schemas.js';
import { acceptedLanguages, chooseLanguage } from '../../../shared/i18n/languages.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requireHost, requirePageOwner } from '../accounts/page-access.js';
import { noteListenLinksHanded } from '../accounts/listen-links-seen.js';
import { signedObjectPath } from '../media/signed-object-urls.js';
import { SealedError } from '../capsule/capsule.js';
import { listenNotFoundPage, listenPage, listenSealedPage } from './listen-page.js';
import { findListenPage, ownListenLinks, revokeOwnListenLinks } from './listen.service.js';

/**
 * Each message's listen page, /l/{token} (a book's QR code opens it; no sign-in) with its audio signed for minutes,
 * and the host's calls to list the links and to revoke them all (docs/decisions/048, 067).
 */
export default async function listenRoutes(app: ZodApp) {
  const { deps } = app;

  // The token in the URL is the only key: kept out of referrers, search engines and shared caches.
  const secretPage = (reply: FastifyReply) =>
    reply.header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex, nofollow').header('Cache-Control', 'private, no-store');

  const page = { schema: { params: ListenTokenParamsSchema, querystring: PageLanguageQuerySchema }, config: rateLimit(app, 'listen') };
  app.get('/l/:token', page, async (request, reply) => {
    const { token } = request.params;
    secretPage(reply).type('text/html; charset=utf-8');
    const found = await findListenPage(deps, token).catch((err: unknown) => {
      if (err instanceof SealedError) return err;
      throw err;
    });
    const page = found instanceof SealedError ? undefined : found;
    // The same rule as the guest's page (docs/decisions/055): ?lang, the listener's browser if the host allows, the page's.
    const language = chooseLanguage({
      requested: request.query.lang,
      browser: acceptedLanguages(request.headers['accept-language']),
      pageLanguage: page?.host.language,
      followGuestLanguage: page?.host.followGuestLanguage ?? true,
    });
    if (found instanceof SealedError) return reply.status(found.statusCode).send(listenSealedPage(found.sealedUntil, language));
    if (!page) return reply.status(404).send(listenNotFoundPage(language));
    // The audio is a signed URL of minutes (docs/decisions/067): a saved one stops, the page signs again.
    return reply.send(listenPage(page, signedObjectPath(deps, page.audioKey), language));
  });

  app.get('/api/keepsake/listen-links', { preValidation: requireHost, schema: { summary: 'Each message’s listen link, as the book prints them' } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    await noteListenLinksHanded(deps, request.page, request.user!.id);
    return ownListenLinks(deps, pageOwnerId(request));
  });

  // Every printed book's links at once: the owner's call alone (docs/decisions/065).
  const revoke = { preValidation: requirePageOwner, config: { bodyless: true } };
  app.post('/api/keepsake/listen-links/revoke', { ...revoke, schema: { summary: 'Revoke every listen link (a new book gets new ones)' } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    await noteListenLinksHanded(deps, request.page, request.user!.id);
    return revokeOwnListenLinks(deps, pageOwnerId(request));
  });
}
