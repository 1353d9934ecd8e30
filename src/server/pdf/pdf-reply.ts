import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { PdfFile } from './pdf-stream.js';

/**
 * Sends a PDF as a download: the headers set so far (security headers...), `Content-Disposition: attachment` with
 * the file's safe name, then the document streamed to the socket as it is drawn. Call it after every check: from
 * here on the reply is ours, and a failure while drawing can only cut the connection (the client sees a broken
 * download, never a truncated file that looks whole). HEAD gets the headers only. Resolves false when the document
 * could not be finished.
 */
export async function replyWithPdf(request: FastifyRequest, reply: FastifyReply, pdf: PdfFile): Promise<boolean> {
  reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${pdf.fileName}"`)
    .header('Cache-Control', 'no-store');
  reply.hijack();
  reply.raw.writeHead(200, reply.getHeaders() as OutgoingHttpHeaders);
  if (request.method === 'HEAD') {
    reply.raw.end();
    return true;
  }
  try {
    await pdf.writeTo(reply.raw);
    return true;
  } catch (error) {
    request.log.error({ err: error }, 'the PDF could not be finished');
    reply.raw.destroy();
    return false;
  }
}
