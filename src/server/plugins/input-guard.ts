import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

const MAX_DEPTH = 20;

/** True when a NUL appears in any string of a parsed value (keys included). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * PostgreSQL cannot store a NUL in text: such a value in a path parameter, query or JSON body made the query
 * fail with a 500. No field of ours has a use for one, so every call refuses it with a 400 before any handler
 * (or session lookup) runs, on SQLite too, so both databases answer alike.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    // A callback hook, not async: it runs on every request, and a resolved promise per request is measurable.
    app.addHook('preValidation', (request, _reply, done) => {
      if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) done(AppError.refuse(400, 'input_null_character'));
      else done();
    });
  },
  { name: 'input-guard', dependencies: ['error-handler'] },
);
