import { VoiceUploadQuerySchema } from '../../../shared/voice.schemas.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import type { ZodApp } from '../../plugins/validation.js';
import { receiveVoiceUpload } from './voice-upload.service.js';

export default async function voiceUploadRoutes(app: ZodApp) {
  // Public for guests; ?purpose=reply is the signed-in host's reply recording (longer, owned).
  const schema = { querystring: VoiceUploadQuerySchema, consumes: ['multipart/form-data'] };
  app.post('/api/voice-upload', { schema, config: rateLimit(app, 'voiceUpload') }, async (request) => {
    return receiveVoiceUpload(app.deps, request, request.query.purpose);
  });
}
