import { SetGreetingSchema } from '../../../shared/greeting.schemas.js';
import type { ZodApp } from '../../plugins/validation.js';
import { requireUser } from '../accounts/sessions.plugin.js';
import { removeGreeting, setGreeting } from './greeting.service.js';

/** The host's greeting (issue 24). Guests play it through /objects while the page is live (media/object-access.ts). */
export default async function greetingRoutes(app: ZodApp) {
  const { deps } = app;

  app.put('/api/greeting', { preValidation: requireUser, schema: { body: SetGreetingSchema } }, async (request) => {
    return setGreeting(deps, request.user!.id, request.body);
  });

  app.delete('/api/greeting', { preValidation: requireUser, config: { bodyless: true } }, async (request, reply) => {
    await removeGreeting(deps, request.user!.id);
    return reply.status(204).send();
  });
}
