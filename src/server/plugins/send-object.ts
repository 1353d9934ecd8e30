import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { type ByteRange, isSafeKey } from '../storage/object-store.js';

/** The single range a Range header asks for; 'unsatisfiable' for 416; undefined to send the whole object. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Multiple ranges and malformed headers may be ignored (RFC 9110 14.2); the whole body is a valid answer.
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Number(m[2]);
  if (m[2] !== '' && end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || strip(t) === strip(etag));
}

/**
 * Serves a stored object with what media players need: byte ranges (iOS Safari plays no audio or video
 * without 206 answers), a validator for 304s, and long caching (keys are never reused for new content) unless the
 * caller names a shorter policy (an object that may be withdrawn later).
 */
export async function sendObject(request: FastifyRequest, reply: FastifyReply, key: string, opts: { cacheControl?: string } = {}) {
  const { store } = request.server.deps;
  if (!isSafeKey(key)) throw AppError.refuse(400, 'media_invalid_object_path');
  const info = await store.head(key);
  if (!info) throw AppError.notFound();
  reply.header('Content-Type', info.contentType);
  reply.header('ETag', info.etag);
  reply.header('Last-Modified', info.lastModified.toUTCString());
  reply.header('Cache-Control', opts.cacheControl ?? 'public, max-age=31536000, immutable');
  reply.header('Accept-Ranges', 'bytes');
  reply.header('X-Content-Type-Options', 'nosniff');
  // Stored media must never run as a page of ours, whatever a browser makes of it.
  reply.header('Content-Security-Policy', "default-src 'none'; sandbox");

  if (etagMatches(request.headers['if-none-match'], info.etag)) return reply.status(304).send();

  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== info.etag ? undefined : parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${info.size}`);
    reply.header('Content-Type', 'application/json; charset=utf-8');
    return reply.status(416).send({ message: 'Range not satisfiable' });
  }
  const length = range ? range.end - range.start + 1 : info.size;
  if (range) {
    reply.status(206);
    reply.header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  reply.header('Content-Length', length);
  if (request.method === 'HEAD' || length === 0) return reply.send();
  return reply.send(await store.get(key, range));
}
