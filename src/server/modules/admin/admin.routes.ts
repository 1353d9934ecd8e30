import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import adminSessions from './admin-sessions.plugin.js';
import adminAuthRoutes from './admin-auth.routes.js';
import adminRecordingsRoutes from './admin-recordings.routes.js';
import adminStatsRoutes from './admin-stats.routes.js';
import adminUsersRoutes from './admin-users.routes.js';
import auditRoutes from './audit.routes.js';

/** The master admin API under /admin-api: its own session plugin, then its routes. */
export default fp(
  async function adminRoutes(app: FastifyInstance) {
    await app.register(adminSessions);
    await app.register(adminAuthRoutes);
    await app.register(adminUsersRoutes);
    await app.register(adminStatsRoutes);
    await app.register(auditRoutes);
    await app.register(adminRecordingsRoutes);
  },
  { name: 'admin-routes', dependencies: ['deps', 'sessions', 'rate-limit'] },
);
