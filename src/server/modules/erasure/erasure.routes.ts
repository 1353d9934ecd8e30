import { DeleteAccountSchema, ErasureDeleteSchema, ErasureRequestSchema, ErasureTokenQuerySchema } from '../../../shared/erasure.schemas.js';
import { AdminUserParamsSchema } from '../../../shared/admin.schemas.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import type { ZodApp } from '../../plugins/validation.js';
import { runInBackground } from '../accounts/background-tasks.js';
import { clearSessionCookie, requireUser } from '../accounts/sessions.plugin.js';
import { requireSuperAdmin } from '../admin/admin-sessions.plugin.js';
import { currentPage, requireHost } from '../accounts/page-access.js';
import { findWithdrawnCount } from './guest-erasure.repository.js';
import { type DeletedAccount, deleteAccountAsAdmin, deleteOwnAccount } from './account-deletion.service.js';
import { pageGoneMail } from './erasure-mails.js';
import { eraseMessages, listErasable, mailErasureLink } from './guest-erasure.service.js';
import { mailLanguage } from '../../mail/mail-texts.js';

/** The right to be forgotten (docs/decisions/069): a host deletes their account, a guest takes back their messages. */
export default async function erasureRoutes(app: ZodApp) {
  const { deps } = app;

  /** Co-hosts hear that the page is gone, after the answer (a mail server never holds up or undoes a deletion). */
  const tellCoHosts = (deleted: DeletedAccount) => {
    const link = `${deps.config.publicUrl.replace(/\/+$/, '')}/admin`;
    for (const c of deleted.coHosts) {
      runInBackground(deps, app.log, 'page-gone email', () => deps.mailer.send(pageGoneMail(c, deleted.displayName ?? deleted.username ?? '', link, mailLanguage(c.language))));
    }
  };

  app.post(
    '/api/account/delete',
    { preValidation: requireUser, schema: { summary: 'Delete the signed-in account, its page and everything on it', body: DeleteAccountSchema }, config: rateLimit(app, 'auth') },
    async (request, reply) => {
      const deleted = await deleteOwnAccount(deps, request.user!, request.body);
      tellCoHosts(deleted);
      clearSessionCookie(app, reply);
      return { deleted: true };
    },
  );

  app.delete(
    '/admin-api/users/:userId',
    { preValidation: requireSuperAdmin, schema: { summary: 'Delete an account, its page and everything on it (super admin)', params: AdminUserParamsSchema }, config: { bodyless: true } },
    async (request, reply) => {
      tellCoHosts(await deleteAccountAsAdmin(deps, request.admin!.id, request.params.userId));
      return reply.status(204).send();
    },
  );

  // The same answer, at once, whether or not the address left anything on the page (no enumeration, by answer or time).
  app.post(
    '/api/erasure-requests',
    { schema: { summary: 'A guest asks for a link to the messages their address left on a page', body: ErasureRequestSchema }, config: rateLimit(app, 'erasure') },
    async (request, reply) => {
      runInBackground(deps, request.log, 'erasure email', () => mailErasureLink(deps, request.body));
      return reply.status(202).send({ ok: true });
    },
  );

  app.get('/api/erasure', { schema: { summary: "The messages an erasure link's address left on its page", querystring: ErasureTokenQuerySchema }, config: rateLimit(app, 'listen') }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listErasable(deps, request.query.token);
  });

  app.post('/api/erasure/delete', { schema: { summary: 'A guest deletes the messages they chose', body: ErasureDeleteSchema }, config: rateLimit(app, 'listen') }, async (request) =>
    eraseMessages(deps, request.body.token, request.body.messageIds),
  );

  // The host's inbox says how many messages guests took back, and nothing else about them.
  app.get('/api/voice-messages/withdrawn', { preValidation: requireHost, schema: { summary: 'How many messages guests withdrew from the page' } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { count: await findWithdrawnCount(deps.db, currentPage(request).profileId) };
  });
}
