import type { FastifyReply, FastifyRequest } from 'fastify';
import { CreateProfileSchema, type UpdateProfileInput, UpdateProfileSchema, UsernameParamsSchema } from '../../../shared/profile.schemas.js';
import { issueClientId } from '../../plugins/client-id.js';
import { callNames } from '../../plugins/route-aliases.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requireHost, setPageCookie } from '../accounts/page-access.js';
import { requireUser } from '../accounts/sessions.plugin.js';
import type { CreatorProfile } from '../../../shared/profile.types.js';
import { createProfile, forCoHost, getOwnPreview, getOwnProfile, getPublicProfile, updateOwnProfile } from './profiles.service.js';

export default async function profilesRoutes(app: ZodApp) {
  const { deps } = app;

  // A co-host reads the page's settings without the gallery's password in clear (docs/decisions/065).
  const asEditor = (request: FastifyRequest, profile: CreatorProfile) => (request.page?.role === 'co-host' ? forCoHost(profile) : profile);

  app.get('/api/creator-profile', { preValidation: requireHost, schema: { summary: 'The host’s page settings' } }, async (request) => {
    const profile = await getOwnProfile(deps, pageOwnerId(request));
    return profile ? asEditor(request, profile) : null;
  });

  // An account's own page: a co-host of other pages may still make one (docs/decisions/053), which it then acts on.
  app.post('/api/creator-profile', { preValidation: requireUser, schema: { summary: 'Create the host’s page', body: CreateProfileSchema }, config: { refusals: [409] } }, async (request, reply) => {
    const profile = await createProfile(deps, request.user!.id, request.body);
    setPageCookie(deps, reply, profile.id);
    return reply.status(201).send(profile);
  });

  // The owner's previews read this rather than the public call, which answers 404 while the page is hidden.
  app.get('/api/creator-profile/preview', { preValidation: requireHost, schema: { summary: 'The host’s page as guests will see it' } }, async (request) => getOwnPreview(deps, pageOwnerId(request)));

  // A co-host changing an owner-only field (username, status, seal, language) is refused whole (docs/decisions/065).
  const update = async (request: FastifyRequest & { body: UpdateProfileInput }) =>
    asEditor(request, await updateOwnProfile(deps, pageOwnerId(request), request.body, { userId: request.user!.id, role: request.page?.role ?? 'owner' }));
  for (const { method, url, summary } of callNames('PUT', '/api/creator-profile', 'Change the host’s page settings')) {
    app.route({ method, url, preValidation: requireHost, schema: { body: UpdateProfileSchema, summary }, config: { refusals: [403] }, handler: update });
  }

  // The most-read call of all (every visitor, every 5 s): answered from a short-lived cache of the JSON bytes.
  // A guest's visit starts here: their browser gets the id their rate limits are counted by.
  const publicProfile = async (request: FastifyRequest<{ Params: { username: string } }>, reply: FastifyReply) => {
    const { username } = request.params;
    const body = await app.publicProfileCache.read(username.toLowerCase(), async () => Buffer.from(JSON.stringify(await getPublicProfile(deps, username))));
    issueClientId(request, reply);
    return reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(body);
  };
  for (const { method, url, summary } of callNames('GET', '/api/profile/:username', 'A guest page’s public data')) {
    app.route({ method, url, schema: { params: UsernameParamsSchema, summary }, handler: publicProfile });
  }
}
