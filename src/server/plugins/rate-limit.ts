import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimitName } from '../config.js';
import { AppError } from '../errors.js';
import { MSG } from '../../shared/api.texts.js';
import { clientIdOf } from './client-id.js';

/**
 * Per-client limits, opted into per route with `config: rateLimit(app, 'auth')`.
 * In process by default; shared through Redis when REDIS_URL is set, so limits hold across instances.
 *
 * Guests' calls (limits with `perAddress`) count each browser on its own, by its vb_client cookie, and every browser
 * of an address together against a larger budget: a venue's guests behind one Wi-Fi never share one guest's
 * budget, and an abuser who changes cookies still meets the address's (decision 040).
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    const { redisUrl, rateLimits: limits } = app.deps.config;
    const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
    await app.register(fastifyRateLimit, {
      global: false,
      redis,
      nameSpace: app.deps.config.redisNamespace,
      skipOnError: true,
      errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, message: MSG.tooManyRequests, retryAfter: ctx.after }),
    });
    // One counter per address and limit, whichever routes use the limit (in process as in Redis).
    const addressHooks = new Map<RateLimitName, onRequestHookHandler>();
    const addressHook = (name: RateLimitName, perAddress: { max: number; windowMs: number }) => {
      const check = app.createRateLimit({ max: perAddress.max, timeWindow: perAddress.windowMs, keyGenerator: (req) => `${name}:address:${req.ip}` });
      const hook: onRequestHookHandler = async (request, reply) => {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', result.ttlInSeconds);
        throw AppError.refuse(429, 'too_many_requests');
      };
      addressHooks.set(name, hook);
      return hook;
    };
    // Added after the plugin's own hook, so a browser refused by its own budget does not use up its address's.
    app.addHook('onRoute', (route) => {
      const name = (route.config as { rateLimitName?: RateLimitName } | undefined)?.rateLimitName;
      const perAddress = name && limits[name].perAddress;
      if (!name || !perAddress) return;
      const hook = addressHooks.get(name) ?? addressHook(name, perAddress);
      route.onRequest = [...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []), hook];
    });
  },
  { name: 'rate-limit', dependencies: ['deps'] },
);

export function rateLimit(app: FastifyInstance, name: RateLimitName) {
  const { max, windowMs, perAddress } = app.deps.config.rateLimits[name];
  const keyGenerator = perAddress
    ? (req: FastifyRequest) => {
        const client = clientIdOf(req);
        return client ? `${name}:${req.ip}:${client}` : `${name}:${req.ip}`;
      }
    : (req: FastifyRequest) => `${name}:${req.ip}`;
  return { rateLimitName: name, rateLimit: { max, timeWindow: windowMs, keyGenerator } };
}
