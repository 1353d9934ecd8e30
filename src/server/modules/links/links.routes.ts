import type { FastifyInstance } from 'fastify';
import { CustomLinkSchema, SocialLinkSchema } from '../../../shared/links.texts.js';
import { parse } from '../../errors.js';
import { requireUser } from '../../plugins/sessions.js';
import { addCustomLink, addSocialLink, getCustomLinks, getSocialLinks, removeLink } from './links.service.js';

export default async function linksRoutes(app: FastifyInstance) {
  const { deps } = app;
  const guard = { preHandler: requireUser };
  const removal = { ...guard, config: { bodyless: true } };

  app.get('/api/custom-links', guard, async (request) => getCustomLinks(deps, request.user!.id));
  app.post('/api/custom-links', guard, async (request, reply) =>
    reply.status(201).send(await addCustomLink(deps, request.user!.id, parse(CustomLinkSchema, request.body))),
  );
  app.delete('/api/custom-links/:id', removal, async (request, reply) => {
    await removeLink(deps, request.user!.id, 'custom', (request.params as { id: string }).id);
    return reply.status(204).send();
  });

  app.get('/api/social-links', guard, async (request) => getSocialLinks(deps, request.user!.id));
  app.post('/api/social-links', guard, async (request, reply) =>
    reply.status(201).send(await addSocialLink(deps, request.user!.id, parse(SocialLinkSchema, request.body))),
  );
  app.delete('/api/social-links/:id', removal, async (request, reply) => {
    await removeLink(deps, request.user!.id, 'social', (request.params as { id: string }).id);
    return reply.status(204).send();
  });
}
