import { TableCardsQuerySchema } from '../../../shared/table-cards.schemas.js';
import { replyWithPdf } from '../../pdf/pdf-reply.js';
import type { ZodApp } from '../../plugins/validation.js';
import { requireUser } from '../accounts/sessions.plugin.js';
import { pageQr, tableCardsPdf } from './table-cards.service.js';

/** The host's table cards (PDF) and the guestbook page's QR code; the gallery's is gallery-owner.routes.ts's. */
export default async function tableCardsRoutes(app: ZodApp) {
  const { deps } = app;

  app.get('/api/keepsake/table-cards', { preValidation: requireUser, schema: { querystring: TableCardsQuerySchema } }, async (request, reply) => {
    await replyWithPdf(request, reply, await tableCardsPdf(deps, request.user!.id, request.query));
  });

  app.get('/api/keepsake/page-qr', { preValidation: requireUser }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return pageQr(deps, request.user!.id);
  });
}
