import type { FastifyReply, FastifyRequest } from 'fastify';
import { ObjectKeyParamsSchema } from '../../../shared/media.schemas.js';
import type { ZodApp } from '../../plugins/validation.js';
import { sendObject } from '../../plugins/send-object.js';
import { authorizeObjectKey } from './object-access.js';

/** Stored media at /objects/<key>. The key is checked by sendObject; nothing outside the store is reachable. */
export default async function objectsRoutes(app: ZodApp) {
  const serve = async (key: string, request: FastifyRequest, reply: FastifyReply) => {
    const cacheControl = await authorizeObjectKey(app.deps, key, request);
    return sendObject(request, reply, key, cacheControl ? { cacheControl } : undefined);
  };
  // Our own HEAD route: Fastify's generated one would report a Content-Length of 0.
  const route = { schema: { params: ObjectKeyParamsSchema } };
  app.head('/objects/*', route, (request, reply) => serve(request.params['*'], request, reply));
  app.get('/objects/*', route, (request, reply) => serve(request.params['*'], request, reply));
}
