import type { FastifyRequest } from 'fastify';
import { GalleryPageSchema, GallerySlugParamsSchema, GalleryUnlockSchema } from '../../../shared/gallery.schemas.js';
import { issueClientId } from '../../plugins/client-id.js';
import { uploadForm } from '../../plugins/multipart.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import type { ZodApp } from '../../plugins/validation.js';
import { receiveUploads } from '../../storage/uploads.js';
import { type GalleryViewer, requireOpenGallery, unlockCookieName } from './gallery-access.js';
import { replyWithZip } from '../../plugins/zip-reply.js';
import { galleryZip } from './gallery-download.service.js';
import { getGalleryInfo, listGuestMedia } from './gallery-media.service.js';
import { unlockGallery } from './gallery-unlock.service.js';
import { galleryUpload } from './gallery-upload.service.js';

type SlugRequest = Pick<FastifyRequest, 'cookies' | 'user'> & { params: { slug: string } };
const slugOf = (request: SlugRequest) => request.params.slug.toLowerCase();
const viewerOf = (request: SlugRequest): GalleryViewer => ({
  unlockCookie: request.cookies[unlockCookieName(slugOf(request))],
  userId: request.user?.id,
});

/** What guests call on /g/{slug}. Every call but info and unlock refuses a locked gallery (401). */
export default async function galleryGuestRoutes(app: ZodApp) {
  const { deps } = app;
  const params = GallerySlugParamsSchema;

  // A guest's visit to the gallery starts here: their browser gets the id their rate limits are counted by.
  app.get('/api/gallery/:slug/info', { schema: { summary: 'A gallery’s name and whether it is locked', params } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const info = await getGalleryInfo(deps, slugOf(request), viewerOf(request));
    issueClientId(request, reply);
    return info;
  });

  app.post('/api/gallery/:slug/unlock', { schema: { summary: 'Unlock a gallery with its password', params, body: GalleryUnlockSchema }, config: rateLimit(app, 'galleryUnlock') }, async (request, reply) => {
    const { password } = request.body;
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

  app.get('/api/gallery/:slug/media', { schema: { summary: 'A gallery’s photos and videos, for guests', params, querystring: GalleryPageSchema } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listGuestMedia(deps, slugOf(request), viewerOf(request), request.query);
  });

  app.post('/api/gallery/:slug/upload', { schema: { summary: 'Add photos or videos to a gallery', params, consumes: ['multipart/form-data'] }, config: rateLimit(app, 'galleryUpload') }, async (request, reply) => {
    // Checked before the body is read: a locked or unknown gallery costs the server no upload.
    const gallery = await requireOpenGallery(deps, slugOf(request), viewerOf(request));
    const upload = galleryUpload(deps, gallery);
    const { fields } = await receiveUploads(deps, uploadForm(request), upload.options);
    return reply.status(201).send(await upload.finish(fields));
  });

  app.get('/api/gallery/:slug/download', { schema: { summary: 'Download a gallery as a ZIP archive', params } }, async (request, reply) => {
    const zip = await galleryZip(deps, slugOf(request), viewerOf(request));
    reply.header('Content-Disposition', `attachment; filename="${zip.fileName}"`);
    await replyWithZip(request, reply, zip);
  });
}
