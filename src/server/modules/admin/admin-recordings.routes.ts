import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { requireAdmin } from './admin-sessions.plugin.js';
import { sendObject } from '../../storage/send-object.js';
import { isRecordingKey } from '../media/object-access.js';

/**
 * The admin player's recordings, at /admin-api{audioFilePath}. /objects serves a deactivated profile's recordings to
 * their owner only (media/object-access.ts), and the admin cookie is sent to /admin-api alone: an admin reviewing a
 * deactivated profile hears its messages here.
 */
export default async function adminRecordingsRoutes(app: FastifyInstance) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isRecordingKey(key)) throw AppError.notFound();
    return sendObject(request, reply, key, { cacheControl: 'private, no-store' });
  };
  app.head('/admin-api/objects/*', { preValidation: requireAdmin }, handler);
  app.get('/admin-api/objects/*', { preValidation: requireAdmin }, handler);
}
