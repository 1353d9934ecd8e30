import type { FastifyReply, FastifyRequest } from 'fastify';
import { ObjectKeyParamsSchema } from '../../../shared/media.schemas.js';
import { AppError } from '../../errors.js';
import type { ZodApp } from '../../plugins/validation.js';
import { requireAdmin } from './admin-sessions.plugin.js';
import { sendObject } from '../../plugins/send-object.js';
import { isMessageMediaKey } from '../media/object-access.js';

/**
 * The admin player's recordings, at /admin-api{audioFilePath}. /objects serves a deactivated profile's recordings to
 * their owner only (media/object-access.ts), and the admin cookie is sent to /admin-api alone: an admin reviewing a
 * deactivated profile hears its messages here, and sees the photos guests sent with them (docs/decisions/082).
 */
export default async function adminRecordingsRoutes(app: ZodApp) {
  const serve = async (key: string, request: FastifyRequest, reply: FastifyReply) => {
    if (!isMessageMediaKey(key)) throw AppError.notFound();
    return sendObject(request, reply, key, { cacheControl: 'private, no-store' });
  };
  const route = { preValidation: requireAdmin, schema: { params: ObjectKeyParamsSchema } };
  app.head('/admin-api/objects/*', { ...route, schema: { ...route.schema, summary: 'A stored recording’s headers' } }, (request, reply) => serve(request.params['*'], request, reply));
  app.get('/admin-api/objects/*', { ...route, schema: { ...route.schema, summary: 'A stored recording, for the admin player' } }, (request, reply) => serve(request.params['*'], request, reply));
}
