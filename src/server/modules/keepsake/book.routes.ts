import { BookQuerySchema } from '../../../shared/book.schemas.js';
import { replyWithPdf } from '../../pdf/pdf-reply.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requireHost } from '../accounts/page-access.js';
import { ownBook } from './book.service.js';

/** GET /api/keepsake/book?paper=a4|letter&tz=...: the signed-in host's printable book, streamed as it is drawn. */
export default async function bookRoutes(app: ZodApp) {
  const { deps } = app;
  app.get('/api/keepsake/book', { preValidation: requireHost, schema: { querystring: BookQuerySchema } }, async (request, reply) => {
    const book = await ownBook(deps, pageOwnerId(request), request.query, request.log);
    return replyWithPdf(request, reply, book);
  });
}
