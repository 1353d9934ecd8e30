import { rateLimit } from '../../plugins/rate-limit.js';
import { uploadForm } from '../../plugins/multipart.js';
import type { ZodApp } from '../../plugins/validation.js';
import { receiveMessagePhoto } from './message-photo.service.js';

export default async function messagePhotoRoutes(app: ZodApp) {
  // Public, as the recording's upload: a guest adds a photo on the record modal's info step (docs/decisions/082).
  const schema = { summary: 'Upload a guest’s photo for their message (sent with it as photoPath)', consumes: ['multipart/form-data'] };
  app.post('/api/message-photos', { schema, config: rateLimit(app, 'voiceUpload') }, async (request) => {
    return receiveMessagePhoto(app.deps, uploadForm(request), { userId: request.user?.id ?? null, ip: request.ip, log: request.log });
  });
}
