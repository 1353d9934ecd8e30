import { ArchiveQuerySchema } from '../../../shared/archive.schemas.js';
import type { ZodApp } from '../../plugins/validation.js';
import { replyWithZip } from '../../plugins/zip-reply.js';
import { pageOwnerId, requireHost } from '../accounts/page-access.js';
import { messagesArchive } from './download-all.js';

/** Download all (docs/decisions/045): every message of the page in one ZIP, with its index.html and messages.csv. */
export default async function archiveRoutes(app: ZodApp) {
  const { deps } = app;

  // HEAD answers with the same headers (the exact Content-Length included) and reads no recording: the dashboard asks
  // first, so a refusal is told in the page rather than as a failed download.
  app.get('/api/voice-messages/download', { preValidation: requireHost, schema: { summary: 'Download every message as a ZIP archive', querystring: ArchiveQuerySchema } }, async (request, reply) => {
    // A co-host's archive leaves the guests' addresses out: exporting them is the owner's alone (docs/decisions/065).
    const archive = await messagesArchive(deps, pageOwnerId(request), request.query.tz, new Date(), {
      guestEmails: request.page?.role !== 'co-host',
      readerId: request.user!.id,
    });
    reply.header('Content-Disposition', `attachment; filename="${archive.fileName}"`);
    await replyWithZip(request, reply, archive.zip);
  });
}
