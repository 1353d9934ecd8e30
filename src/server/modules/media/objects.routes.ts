import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendObject } from '../../storage/send-object.js';
import { authorizeObjectKey } from './object-access.js';

/** Stored media at /objects/<key>. The key is checked by sendObject; nothing outside the store is reachable. */
export default async function objectsRoutes(app: FastifyInstance) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'];
    const access = await authorizeObjectKey(app.deps, key, request.cookies);
    return sendObject(request, reply, key, access === 'private' ? { cacheControl: 'private, max-age=3600' } : undefined);
  };
  // Our own HEAD route: Fastify's generated one would report a Content-Length of 0.
  app.head('/objects/*', handler);
  app.get('/objects/*', handler);
}
