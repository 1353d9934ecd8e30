import { UsernameParamsSchema } from '../../../shared/profile.schemas.js';
import { TimeZoneQuerySchema } from '../../../shared/stats.schemas.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requireHost } from '../accounts/page-access.js';
import { isVisitorId, recordVisit } from './page-views.service.js';
import { getDashboardStats } from './stats.service.js';

export const VISITOR_COOKIE = 'vb_visitor';
const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export default async function statsRoutes(app: ZodApp) {
  const { deps } = app;

  app.get('/api/dashboard/stats', { preValidation: requireHost, schema: { summary: 'The page’s statistics for the dashboard', querystring: TimeZoneQuerySchema } }, async (request, reply) => {
    const { tz } = request.query;
    reply.header('Cache-Control', 'no-store');
    return getDashboardStats(deps, pageOwnerId(request), tz);
  });

  // The public page's beacon, sent once per page load (never by its 5 s refresh). Always 204: a
  // visitor's page must not care whether, or why, the visit was counted.
  const view = { schema: { params: UsernameParamsSchema }, config: { ...rateLimit(app, 'pageView'), bodyless: true } };
  app.post('/api/profile/:username/view', { ...view, schema: { ...view.schema, summary: 'Count a view of a guest page' } }, async (request, reply) => {
    const { username } = request.params;
    const cookie = request.cookies[VISITOR_COOKIE];
    try {
      const outcome = await recordVisit(deps, {
        username: username.slice(0, 64),
        signedInUserId: request.user?.id ?? null,
        visitorId: isVisitorId(cookie) ? cookie : undefined,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (outcome.issueVisitorId) {
        reply.setCookie(VISITOR_COOKIE, outcome.issueVisitorId, {
          path: '/api/profile',
          httpOnly: true,
          sameSite: 'lax',
          secure: deps.config.secureCookies,
          maxAge: VISITOR_COOKIE_MAX_AGE_S,
        });
      }
    } catch (err) {
      request.log.warn({ err }, 'page view not recorded');
    }
    return reply.status(204).header('Cache-Control', 'no-store').send();
  });
}
