import type { FastifyInstance } from 'fastify';
import { RELIABILITY_MSG } from '../../../shared/reliability.texts.js';
import { checkHealth } from './health.service.js';

/** For load balancers and monitors: 200 when database, store and transcoder are there, 503 (with which one) otherwise. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { schema: { summary: 'Whether the database, the storage and ffmpeg answer' } }, async (_request, reply) => {
    const health = await checkHealth(app.deps);
    reply.header('Cache-Control', 'no-store');
    if (health.status === 'ok') return health;
    const message =
      health.database !== 'ok'
        ? RELIABILITY_MSG.databaseUnavailable
        : health.storage !== 'ok'
          ? RELIABILITY_MSG.storageUnavailable
          : RELIABILITY_MSG.transcoderUnavailable;
    return reply.status(503).send({ message, ...health });
  });
}
