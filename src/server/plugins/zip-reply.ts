import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { ZipArchive } from '../storage/zip-writer.js';

/**
 * Sends an archive as the reply: the headers set so far (security headers, Content-Disposition...), then the
 * archive written to the socket by `writeTo`, whose read buffers are reused only once the socket has taken their
 * bytes, which a stream handed to Fastify could not know (storage/zip-writer.ts). Call it after every check:
 * from here on the reply is ours. HEAD gets the headers only, without reading a file.
 */
export async function replyWithZip(request: FastifyRequest, reply: FastifyReply, zip: Pick<ZipArchive, 'size' | 'writeTo'>) {
  reply.type('application/zip').header('Cache-Control', 'no-store');
  if (zip.size !== null) reply.header('Content-Length', zip.size);
  reply.hijack();
  reply.raw.writeHead(200, reply.getHeaders() as OutgoingHttpHeaders);
  if (request.method === 'HEAD') reply.raw.end();
  else await zip.writeTo(reply.raw);
}
