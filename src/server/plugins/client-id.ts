import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A guest's browser, told apart from the others behind the same address (a venue's Wi-Fi), so each has rate limits
 * of its own (decision 040). A random id, not a secret and not an account: a client that leaves it out or makes up
 * new ones only lands in its address's shared budget.
 */
export const CLIENT_COOKIE = 'vb_client';
const CLIENT_ID = /^[A-Za-z0-9_-]{22}$/;
const MAX_AGE_S = 365 * 24 * 3600;

export function clientIdOf(request: FastifyRequest): string | undefined {
  const id = request.cookies?.[CLIENT_COOKIE];
  return id && CLIENT_ID.test(id) ? id : undefined;
}

/** On the reads a guest's visit starts with (the public page, the gallery): an id for a browser that has none. */
export function issueClientId(request: FastifyRequest, reply: FastifyReply) {
  if (clientIdOf(request)) return;
  reply.setCookie(CLIENT_COOKIE, randomBytes(16).toString('base64url'), {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.deps.config.secureCookies,
    maxAge: MAX_AGE_S,
  });
}
