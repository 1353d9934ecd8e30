import { BookQuerySchema } from '../../../shared/book.schemas.js';
import { sendObject } from '../../plugins/send-object.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requireHost } from '../accounts/page-access.js';
import { noteListenLinksHanded } from '../accounts/listen-links-seen.js';
import { ownBook } from './book.service.js';

/** GET /api/keepsake/book?paper=a4|letter&tz=...: the signed-in host's printable book (drawn once per change: 072). */
export default async function bookRoutes(app: ZodApp) {
  const { deps } = app;
  app.get('/api/keepsake/book', { preValidation: requireHost, schema: { summary: 'The printable book of messages with listen links (PDF)', querystring: BookQuerySchema } }, async (request, reply) => {
    const { key, fileName } = await ownBook(deps, pageOwnerId(request), request.query, request.user!.id);
    // The book prints every listen link: a co-host who downloads it takes them along (docs/decisions/067).
    await noteListenLinksHanded(deps, request.page, request.user!.id);
    reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
    return sendObject(request, reply, key, { cacheControl: 'no-store' });
  });
}
