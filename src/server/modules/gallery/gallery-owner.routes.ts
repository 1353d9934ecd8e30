import { GalleryMediaParamsSchema, GalleryPageSchema, GalleryPasswordSchema, GallerySlugParamsSchema } from '../../../shared/gallery.schemas.js';
import { TOTAL_COUNT_HEADER } from '../../../shared/stats.types.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requireHost, requirePageOwner } from '../accounts/page-access.js';
import { deleteOwnMedia, listOwnMedia } from './gallery-media.service.js';
import { galleryQrPng, generateQr, getPasswordSettings, setPassword } from './gallery-settings.service.js';

/** The host's gallery calls: QR code, password, moderation. */
export default async function galleryOwnerRoutes(app: ZodApp) {
  const { deps } = app;

  app.post('/api/gallery/generate-qr', { preValidation: requireHost, schema: { summary: 'Make the gallery’s QR code' }, config: { bodyless: true } }, async (request) => generateQr(deps, pageOwnerId(request)));

  app.get('/api/gallery/qr-image/:slug', { schema: { summary: 'The gallery’s QR code as an image', params: GallerySlugParamsSchema } }, async (request, reply) => {
    const { png } = await galleryQrPng(deps, request.params.slug);
    return reply.type('image/png').header('Cache-Control', 'no-cache').send(png);
  });

  app.get('/api/gallery/qr-download/:slug', { schema: { summary: 'Download the gallery’s QR code', params: GallerySlugParamsSchema } }, async (request, reply) => {
    const { png, username } = await galleryQrPng(deps, request.params.slug);
    return reply
      .type('image/png')
      .header('Cache-Control', 'no-cache')
      .header('Content-Disposition', `attachment; filename="${username}-qr-code.png"`)
      .send(png);
  });

  // The password in clear is the owner's alone (docs/decisions/065): a co-host learns only whether there is one.
  app.get('/api/gallery/password', { preValidation: requireHost, schema: { summary: 'Whether the gallery has a password' } }, async (request) => {
    const settings = await getPasswordSettings(deps, pageOwnerId(request));
    return request.page?.role === 'co-host' ? { ...settings, galleryPassword: null } : settings;
  });

  app.post('/api/gallery/password', { preValidation: requirePageOwner, schema: { summary: 'Set or remove the gallery’s password', body: GalleryPasswordSchema } }, async (request) =>
    setPassword(deps, pageOwnerId(request), request.body),
  );

  // A plain array like the guests' list; the moderation view's count travels in a header.
  app.get('/api/gallery/media', { preValidation: requireHost, schema: { summary: 'The gallery’s photos and videos, for the host', querystring: GalleryPageSchema } }, async (request, reply) => {
    const { items, total } = await listOwnMedia(deps, pageOwnerId(request), request.query);
    reply.header(TOTAL_COUNT_HEADER, String(total)).header('Cache-Control', 'no-store');
    return items;
  });

  app.delete('/api/gallery/media/:id', { preValidation: requireHost, schema: { summary: 'Delete a photo or video from the gallery', params: GalleryMediaParamsSchema }, config: { bodyless: true } }, async (request, reply) => {
    await deleteOwnMedia(deps, pageOwnerId(request), request.params.id);
    return reply.status(204).send();
  });
}
