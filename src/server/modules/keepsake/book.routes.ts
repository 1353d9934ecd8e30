import { BookQuerySchema } from '../../../shared/book.schemas.js';
import { replyWithPdf } from '../../pdf/pdf-reply.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requireHost } from '../accounts/page-access.js';
import { ownBook } from './book.service.js';

/** GET /api/keepsake/book?paper=a4|letter&tz=...: the signed-in host's printable book, streamed as it is drawn. */
export default async function bookRoutes(app: ZodApp) {
  const { deps } = app;
  app.get('/api/keepsake/book', { preValidation: requireHost, schema: { summary: 'The printable book of messages with listen links (PDF)', querystring: BookQuerySchema } }, async (request, reply) => {
    const end = deps.metrics.bookDuration.startTimer();
    const book = await ownBook(deps, pageOwnerId(request), request.query, request.log);
    const finished = await replyWithPdf(request, reply, book);
    // A refusal before the drawing (a sealed capsule, no profile) is a request's answer, not a book made.
    end({ outcome: finished ? 'ok' : 'error' });
  });
}
