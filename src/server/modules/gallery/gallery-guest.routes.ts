import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GalleryPageSchema, GalleryUnlockSchema } from '../../../shared/gallery.schemas.js';
import { parse } from '../../errors.js';
import { issueClientId } from '../../plugins/client-id.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import { receiveUploads } from '../../storage/uploads.js';
import { type GalleryViewer, requireOpenGallery, unlockCookieName } from './gallery-access.js';
import { replyWithZip } from '../../storage/zip-reply.js';
import { galleryZip } from './gallery-download.service.js';
import { getGalleryInfo, listGuestMedia } from './gallery-media.service.js';
import { unlockGallery } from './gallery-unlock.service.js';
import { galleryUpload } from './gallery-upload.service.js';

const slugOf = (request: FastifyRequest) => (request.params as { slug: string }).slug.toLowerCase();
const viewerOf = (request: FastifyRequest): GalleryViewer => ({
  unlockCookie: request.cookies[unlockCookieName(slugOf(request))],
  userId: request.user?.id,
});

/** What guests call on /g/{slug}. Every call but info and unlock refuses a locked gallery (401). */
export default async function galleryGuestRoutes(app: FastifyInstance) {
  const { deps } = app;

  // A guest's visit to the gallery starts here: their browser gets the id their rate limits are counted by.
  app.get('/api/gallery/:slug/info', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const info = await getGalleryInfo(deps, slugOf(request), viewerOf(request));
    issueClientId(request, reply);
    return info;
  });

  app.post('/api/gallery/:slug/unlock', { config: rateLimit(app, 'galleryUnlock') }, async (request, reply) => {
    const { password } = parse(GalleryUnlockSchema, request.body);
    const cookie = await unlockGallery(deps, slugOf(request), password);
    if (cookie) {
      reply.setCookie(cookie.name, cookie.value, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.config.secureCookies,
        maxAge: cookie.maxAgeSeconds,
      });
    }
    return { unlocked: true };
  });

  app.get('/api/gallery/:slug/media', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listGuestMedia(deps, slugOf(request), viewerOf(request), parse(GalleryPageSchema, request.query));
  });

  app.post('/api/gallery/:slug/upload', { config: rateLimit(app, 'galleryUpload') }, async (request, reply) => {
    // Checked before the body is read: a locked or unknown gallery costs the server no upload.
    const gallery = await requireOpenGallery(deps, slugOf(request), viewerOf(request));
    const upload = galleryUpload(deps, gallery);
    const { fields } = await receiveUploads(deps, request, upload.options);
    return reply.status(201).send(await upload.finish(fields));
  });

  app.get('/api/gallery/:slug/download', async (request, reply) => {
    const zip = await galleryZip(deps, slugOf(request), viewerOf(request));
    reply.header('Content-Disposition', `attachment; filename="${zip.fileName}"`);
    await replyWithZip(request, reply, zip);
  });
}
