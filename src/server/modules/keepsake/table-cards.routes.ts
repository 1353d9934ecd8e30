import { TableCardsQuerySchema } from '../../../shared/table-cards.schemas.js';
import { replyWithPdf } from '../../pdf/pdf-reply.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requireHost } from '../accounts/page-access.js';
import { pageQr, tableCardsPdf } from './table-cards.service.js';

/** The host's table cards (PDF) and the guestbook page's QR code; the gallery's is gallery-owner.routes.ts's. */
export default async function tableCardsRoutes(app: ZodApp) {
  const { deps } = app;

  app.get('/api/keepsake/table-cards', { preValidation: requireHost, schema: { summary: 'Printable table cards with the page’s QR code (PDF)', querystring: TableCardsQuerySchema } }, async (request, reply) => {
    await replyWithPdf(request, reply, await tableCardsPdf(deps, pageOwnerId(request), request.query));
  });

  app.get('/api/keepsake/page-qr', { preValidation: requireHost, schema: { summary: 'The page’s QR code as an image' } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return pageQr(deps, pageOwnerId(request));
  });
}
