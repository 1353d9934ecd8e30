import type { FastifyInstance } from 'fastify';
import { VoiceUploadQuerySchema } from '../../../shared/voice.schemas.js';
import { parse } from '../../errors.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import { receiveVoiceUpload } from './voice-upload.service.js';

export default async function voiceUploadRoutes(app: FastifyInstance) {
  // Public for guests; ?purpose=reply is the signed-in host's reply recording (longer, owned).
  app.post('/api/voice-upload', { config: rateLimit(app, 'voiceUpload') }, async (request) => {
    const { purpose } = parse(VoiceUploadQuerySchema, request.query);
    return receiveVoiceUpload(app.deps, request, purpose);
  });
}
