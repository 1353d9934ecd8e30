import {
  CoHostParamsSchema,
  CurrentPageSchema,
  InvitationParamsSchema,
  InvitationTokenParamsSchema,
  InviteCoHostSchema,
} from '../../../shared/co-hosts.schemas.js';
import { AppError } from '../../errors.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import type { ZodApp } from '../../plugins/validation.js';
import { currentPage, pageOf, requireHost, requirePageOwner, setPageCookie } from '../accounts/page-access.js';
import { requireUser } from '../accounts/sessions.plugin.js';
import { acceptInvitation, coHostsOverview, hostedPages, invitationInfo, inviteCoHost, removeCoHost, withdrawInvitation } from './co-hosts.service.js';

/** Two hosts, one page (docs/decisions/053): the owner's invitations, the invitee's acceptance, the switcher. */
export default async function coHostsRoutes(app: ZodApp) {
  const { deps } = app;
  const noStore = { 'Cache-Control': 'no-store' };

  app.get('/api/co-hosts', { preValidation: requireHost, schema: { summary: 'The page’s co-hosts and open invitations' } }, async (request, reply) => {
    reply.headers(noStore);
    return coHostsOverview(deps, currentPage(request));
  });

  app.post('/api/co-hosts/invitations', { preValidation: requirePageOwner, schema: { summary: 'Invite a co-host by email', body: InviteCoHostSchema }, config: rateLimit(app, 'auth') }, async (request, reply) => {
    return reply.status(201).send(await inviteCoHost(deps, currentPage(request), request.user!.id, request.body.email));
  });

  app.delete('/api/co-hosts/invitations/:id', { preValidation: requirePageOwner, schema: { summary: 'Withdraw an invitation', params: InvitationParamsSchema }, config: { bodyless: true } }, async (request, reply) => {
    await withdrawInvitation(deps, currentPage(request), request.params.id);
    return reply.status(204).send();
  });

  app.delete('/api/co-hosts/:userId', { preValidation: requireHost, schema: { summary: 'Remove a co-host (or leave a page one co-hosts)', params: CoHostParamsSchema }, config: { bodyless: true } }, async (request, reply) => {
    await removeCoHost(deps, currentPage(request), request.user!.id, request.params.userId);
    return reply.status(204).send();
  });

  // The invitation page reads this before anyone signs in: the token is the only key.
  const token = { schema: { params: InvitationTokenParamsSchema }, config: rateLimit(app, 'auth') };
  app.get('/api/co-host-invitations/:token', { ...token, schema: { ...token.schema, summary: 'An invitation, from its mailed link' } }, async (request, reply) => {
    reply.headers({ ...noStore, 'Referrer-Policy': 'no-referrer' });
    return invitationInfo(deps, request.params.token);
  });

  app.post('/api/co-host-invitations/:token/accept', { ...token, schema: { ...token.schema, summary: 'Accept an invitation' }, preValidation: requireUser, config: { ...token.config, bodyless: true } }, async (request, reply) => {
    const page = await acceptInvitation(deps, request.user!, request.params.token);
    // The new co-host lands on the page they just joined.
    setPageCookie(deps, reply, page.profileId);
    return page;
  });

  app.get('/api/pages', { preValidation: requireHost, schema: { summary: 'The pages this account hosts' } }, async (request, reply) => {
    reply.headers(noStore);
    return hostedPages(deps, request.user!.id, request.page);
  });

  app.put('/api/pages/current', { preValidation: requireUser, schema: { summary: 'Choose the page the host’s calls act on', body: CurrentPageSchema }, config: { refusals: [404] } }, async (request, reply) => {
    const page = await pageOf(deps, request.user!.id, request.body.profileId);
    if (!page || page.profileId !== request.body.profileId) throw AppError.refuse(404, 'co_host_page_not_found');
    setPageCookie(deps, reply, page.profileId);
    return { profileId: page.profileId, role: page.role };
  });
}
