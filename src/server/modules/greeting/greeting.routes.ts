import { SetGreetingSchema } from '../../../shared/greeting.schemas.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requireHost } from '../accounts/page-access.js';
import { removeGreeting, setGreeting } from './greeting.service.js';

/** The host's greeting (docs/decisions/051). Guests play it through /objects while the page is live (media/object-access.ts). */
export default async function greetingRoutes(app: ZodApp) {
  const { deps } = app;

  app.put('/api/greeting', { preValidation: requireHost, schema: { summary: 'Set the page’s recorded greeting', body: SetGreetingSchema } }, async (request) => {
    return setGreeting(deps, pageOwnerId(request), request.body);
  });

  app.delete('/api/greeting', { preValidation: requireHost, schema: { summary: 'Remove the page’s greeting' }, config: { bodyless: true } }, async (request, reply) => {
    await removeGreeting(deps, pageOwnerId(request));
    return reply.status(204).send();
  });
}
