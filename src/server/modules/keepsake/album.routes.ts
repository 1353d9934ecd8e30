import { StartAlbumSchema } from '../../../shared/album.schemas.js';
import { sendObject } from '../../plugins/send-object.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requireHost } from '../accounts/page-access.js';
import { attachmentHeader } from './album-names.js';
import { albumDownload, readAlbumState, startAlbumBuild } from './album.service.js';

/** The host's album (docs/decisions/046): start a build, read how it goes, download the file. Only ever the host's own. */
export default async function albumRoutes(app: ZodApp) {
  const { deps } = app;

  // 202 when a build was started; 200 with the build already under way (one at a time per host).
  app.post('/api/keepsake/album', { preValidation: requireHost, schema: { summary: 'Start building the album of messages', body: StartAlbumSchema } }, async (request, reply) => {
    const { state, started } = await startAlbumBuild(deps, pageOwnerId(request), request.body, request.user!.id);
    return reply.status(started ? 202 : 200).send(state);
  });

  app.get('/api/keepsake/album', { preValidation: requireHost, schema: { summary: 'The album’s state: building, ready, out of date' } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readAlbumState(deps, pageOwnerId(request));
  });

  app.get('/api/keepsake/album/download', { preValidation: requireHost, schema: { summary: 'Download the album (M4B audio book)' } }, async (request, reply) => {
    const { key, fileName } = await albumDownload(deps, pageOwnerId(request));
    reply.header('Content-Disposition', attachmentHeader(fileName));
    return sendObject(request, reply, key, { cacheControl: 'private, no-store' });
  });
}
