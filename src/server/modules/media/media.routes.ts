import { backgroundImageUploadAnswer, backgroundVideoUploadAnswer, profileMediaUploadAnswer } from '../../../shared/api-aliases.js';
import { ProfileImageSchema } from '../../../shared/profile.schemas.js';
import { uploadForm } from '../../plugins/multipart.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requireHost } from '../accounts/page-access.js';
import { updateOwnProfile } from '../profiles/profiles.service.js';
import { uploadBackgroundImage, uploadBackgroundVideo, uploadProfileMedia } from './media.service.js';

export default async function mediaRoutes(app: ZodApp) {
  const { deps } = app;
  const upload = { preValidation: requireHost, schema: { consumes: ['multipart/form-data'] } };

  app.post('/api/upload', { ...upload, schema: { ...upload.schema, summary: 'Upload a picture for the page (its photo)' } }, async (request) => {
    const file = await uploadProfileMedia(deps, uploadForm(request), pageOwnerId(request));
    return profileMediaUploadAnswer(file);
  });

  app.post('/api/background-images', { ...upload, schema: { ...upload.schema, summary: 'Upload the page’s background picture' } }, async (request) => {
    const file = await uploadBackgroundImage(deps, uploadForm(request), pageOwnerId(request));
    return backgroundImageUploadAnswer(file.path);
  });

  app.post('/api/background-videos', { ...upload, schema: { ...upload.schema, summary: 'Upload the page’s background video' } }, async (request) => {
    const file = await uploadBackgroundVideo(deps, uploadForm(request), pageOwnerId(request));
    return backgroundVideoUploadAnswer(file.path);
  });

  app.put('/api/profile-image', { preValidation: requireHost, schema: { summary: 'Set the page’s photo to an uploaded picture', body: ProfileImageSchema } }, async (request) => {
    const { fileUrl } = request.body;
    return updateOwnProfile(deps, pageOwnerId(request), { profilePicture: fileUrl });
  });
}
