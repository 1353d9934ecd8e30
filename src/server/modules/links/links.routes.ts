import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { LinkParamsSchema } from '../../../shared/links.schemas.js';
import { CustomLinkSchema, SocialLinkSchema } from '../../../shared/links.schemas.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requireHost } from '../accounts/page-access.js';
import { addCustomLink, addSocialLink, getCustomLinks, getSocialLinks, removeLink } from './links.service.js';

export interface LinksRoutesOptions {
  /** The signed-in creator's profile id, 404 'Profile not found' without one: the profiles module answers (app.ts). */
  ownProfileId(deps: AppDeps, userId: string): Promise<string>;
}

export default async function linksRoutes(app: ZodApp, { ownProfileId }: LinksRoutesOptions) {
  const { deps } = app;
  const own = (request: FastifyRequest) => ownProfileId(deps, pageOwnerId(request));
  const guard = { preValidation: requireHost };
  const removal = { ...guard, schema: { params: LinkParamsSchema }, config: { bodyless: true } };

  app.get('/api/custom-links', { ...guard, schema: { summary: 'The page’s links' } }, async (request) => getCustomLinks(deps, await own(request)));
  app.post('/api/custom-links', { ...guard, schema: { summary: 'Add a link', body: CustomLinkSchema } }, async (request, reply) => {
    return reply.status(201).send(await addCustomLink(deps, await own(request), request.body));
  });
  app.delete('/api/custom-links/:id', { ...removal, schema: { ...removal.schema, summary: 'Remove a link' } }, async (request, reply) => {
    await removeLink(deps, await own(request), 'custom', request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/social-links', { ...guard, schema: { summary: 'The page’s social profiles' } }, async (request) => getSocialLinks(deps, await own(request)));
  app.post('/api/social-links', { ...guard, schema: { summary: 'Add a social profile', body: SocialLinkSchema } }, async (request, reply) => {
    return reply.status(201).send(await addSocialLink(deps, await own(request), request.body));
  });
  app.delete('/api/social-links/:id', { ...removal, schema: { ...removal.schema, summary: 'Remove a social profile' } }, async (request, reply) => {
    await removeLink(deps, await own(request), 'social', request.params.id);
    return reply.status(204).send();
  });
}
