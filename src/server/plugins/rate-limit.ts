import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimitName } from '../config.js';
import { MSG } from '../../shared/messages.js';

/**
 * Per-client limits, opted into per route with `config: rateLimit(app, 'auth')`.
 * In process by default; shared through Redis when REDIS_URL is set, so limits hold across instances.
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    const { redisUrl } = app.deps.config;
    const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
    await app.register(fastifyRateLimit, {
      global: false,
      redis,
      nameSpace: app.deps.config.redisNamespace,
      skipOnError: true,
      errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, message: MSG.tooManyRequests, retryAfter: ctx.after }),
    });
  },
  { name: 'rate-limit', dependencies: ['deps'] },
);

export function rateLimit(app: FastifyInstance, name: RateLimitName) {
  const { max, windowMs } = app.deps.config.rateLimits[name];
  return { rateLimit: { max, timeWindow: windowMs, keyGenerator: (req: { ip: string }) => `${name}:${req.ip}` } };
}
