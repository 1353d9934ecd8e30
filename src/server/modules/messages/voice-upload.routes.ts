import { VoiceUploadQuerySchema } from '../../../shared/voice.schemas.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import { uploadForm } from '../../plugins/multipart.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, resolvePage } from '../accounts/page-access.js';
import { receiveVoiceUpload } from './voice-upload.service.js';

export default async function voiceUploadRoutes(app: ZodApp) {
  // Public for guests; ?purpose=reply is the signed-in host's reply recording (longer, owned).
  const schema = { summary: 'Upload a recording (a guest’s message, or a host’s reply or greeting)', querystring: VoiceUploadQuerySchema, consumes: ['multipart/form-data'] };
  app.post('/api/voice-upload', { schema, config: rateLimit(app, 'voiceUpload') }, async (request) => {
    // A host's recording (a reply, a greeting) belongs to the page's owner, whichever of its hosts made it.
    await resolvePage(request);
    const sender = { userId: request.user ? pageOwnerId(request) : null, ip: request.ip, log: request.log };
    return receiveVoiceUpload(app.deps, uploadForm(request), sender, request.query.purpose);
  });
}
