import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { check } from '../errors.js';

/**
 * Routes declare their params, querystring and body with the shared zod schemas (fastify-type-provider-zod types the
 * handlers from them). Fastify validates with check(), so a bad request gets the one error shape of every other 400:
 * `{ message, errors }`, the first problem as the message, 'Required' for a missing field.
 *
 * Fastify validates after the preValidation hooks and before the preHandler ones: the session guards
 * (requireUser, requireAdmin) run as preValidation hooks, so a signed-out caller with a bad body still hears 401.
 */
export default fp(
  async function validation(app: FastifyInstance) {
    app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => check(schema, data));
  },
  { name: 'validation', dependencies: ['error-handler'] },
);

/** The app as route files see it: the types of a handler's params, query and body come from its route's zod schemas. */
export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
