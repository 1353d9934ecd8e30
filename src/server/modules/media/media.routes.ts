import type { FastifyInstance } from 'fastify';
import { ProfileImageSchema } from '../../../shared/profile.schemas.js';
import { parse } from '../../errors.js';
import { requireUser } from '../accounts/sessions.plugin.js';
import { updateOwnProfile } from '../profiles/profiles.service.js';
import { uploadBackgroundImage, uploadBackgroundVideo, uploadProfileMedia } from './media.service.js';

export default async function mediaRoutes(app: FastifyInstance) {
  const { deps } = app;

  app.post('/api/upload', { preValidation: requireUser }, async (request) => {
    const file = await uploadProfileMedia(deps, request, request.user!.id);
    return { fileUrl: file.path, url: file.path, contentType: file.contentType, kind: file.kind, size: file.size };
  });

  app.post('/api/background-images', { preValidation: requireUser }, async (request) => {
    const file = await uploadBackgroundImage(deps, request, request.user!.id);
    return { fileUrl: file.path, backgroundImagePath: file.path };
  });

  app.post('/api/background-videos', { preValidation: requireUser }, async (request) => {
    const file = await uploadBackgroundVideo(deps, request, request.user!.id);
    return { fileUrl: file.path, backgroundVideoPath: file.path };
  });

  app.put('/api/profile-image', { preValidation: requireUser }, async (request) => {
    const { fileUrl } = parse(ProfileImageSchema, request.body);
    return updateOwnProfile(deps, request.user!.id, { profilePicture: fileUrl });
  });
}
