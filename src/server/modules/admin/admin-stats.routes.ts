import type { FastifyInstance } from 'fastify';
import { requireAdmin } from './admin-sessions.plugin.js';
import { getDashboardStats } from './admin-stats.service.js';

export default async function adminStatsRoutes(app: FastifyInstance) {
  app.get('/admin-api/dashboard/stats', { preValidation: requireAdmin, schema: { summary: 'The platform’s figures' } }, async () => getDashboardStats(app.deps));
}
