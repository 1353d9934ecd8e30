import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { RESERVED_USERNAMES } from '../../../shared/limits.js';
import { UsernameParamsSchema } from '../../../shared/profile.schemas.js';
import { PageLanguageQuerySchema } from '../../../shared/book.schemas.js';
import { acceptedLanguages, chooseLanguage, type Language } from '../../../shared/i18n/languages.js';
import type { ProfileResponse } from '../../../shared/profile.types.js';
import type { PublicPageData } from '../../../shared/public-page.types.js';
import { AppError } from '../../errors.js';
import { issueClientId } from '../../plugins/client-id.js';
import { CLIENT_DIR, SSR_DIR } from '../../plugins/spa.js';
import type { ZodApp } from '../../plugins/validation.js';
import { guestCatalogue } from '../../lib/server-texts.js';
import { getPublicProfile } from './profiles.service.js';
import { loadPublicPageTemplate, renderPublicPage } from './public-page.js';

/** A path segment that can be someone's page: anything else (/admin, /auth, /admin-login...) is the app's. */
const isPageName = (name: string) => /^[a-z0-9_]{1,50}$/.test(name) && !RESERVED_USERNAMES.has(name);

type Encoding = 'br' | 'gzip' | 'identity';
function encodingFor(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : 'identity';
}
// Fast settings: a page is a few KB and is compressed once per second at most (it is kept with the public JSON).
const COMPRESS: Record<Encoding, (b: Buffer) => Buffer> = {
  br: (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } }),
  gzip: (b) => gzipSync(b, { level: 6 }),
  identity: (b) => b,
};

/**
 * GET /{username}: the guest's page, sent whole (docs/decisions/023): its HTML rendered with the profile, the profile's
 * JSON inside it, and only the guest page's own scripts. Other single-segment paths go on to the app, as before.
 */
export default async function publicPageRoutes(app: ZodApp) {
  const template = await loadPublicPageTemplate(CLIENT_DIR, SSR_DIR);
  if (!template) return;
  const { deps } = app;

  const html = (page: Omit<PublicPageData, 'messages'>) =>
    Buffer.from(renderPublicPage(template, { ...page, messages: guestCatalogue(page.language) }, deps.config.publicUrl));

  app.get('/:username', { schema: { params: UsernameParamsSchema, querystring: PageLanguageQuerySchema } }, async (request, reply) => {
    const name = request.params.username.toLowerCase();
    if (!isPageName(name)) return reply.callNotFound();
    const encoding = encodingFor(request.headers['accept-encoding']);
    // ?lang=xx (a QR card, the language switcher), then the guest's browser if the host allows, then the page's own.
    const guest = {
      requested: request.query.lang,
      browser: acceptedLanguages(request.headers['accept-language']),
    };
    let page: { status: number; body: Buffer };
    try {
      // The same cached JSON that /api/profile/{username} answers with, then the page in the guest's language, each
      // kept for the same second: a crowd opening one QR code renders it once per language.
      const json = await app.publicProfileCache.read(name, async () => Buffer.from(JSON.stringify(await getPublicProfile(deps, name))));
      const profile = JSON.parse(json.toString('utf8')) as ProfileResponse;
      const language: Language = chooseLanguage({ ...guest, pageLanguage: profile.profile.language, followGuestLanguage: profile.profile.followGuestLanguage });
      const body = await app.publicProfileCache.read(`page:${encoding}:${language}:${name}`, async () =>
        COMPRESS[encoding](html({ username: name, profile, language })),
      );
      page = { status: 200, body };
    } catch (err) {
      if (!(err instanceof AppError && err.statusCode === 404)) {
        // The database did not answer: the app's page still loads, asks for the profile itself and offers a retry.
        request.log.error({ err }, 'the guest page could not be rendered');
        return reply.callNotFound();
      }
      page = { status: 404, body: COMPRESS[encoding](html({ username: name, profile: null, language: chooseLanguage(guest) })) };
    }
    // The guest's browser gets its id here, where its visit starts (it no longer asks /api/profile): decision 040.
    issueClientId(request, reply);
    reply.status(page.status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Accept-Language').type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(page.body);
  });
}
