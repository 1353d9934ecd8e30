import type { FastifyInstance } from 'fastify';
import { AdminListQuerySchema } from '../../../shared/admin.schemas.js';
import { parse } from '../../errors.js';
import { requireSuperAdmin } from './admin-sessions.plugin.js';
import { listAuditLog } from './audit.service.js';

export default async function auditRoutes(app: FastifyInstance) {
  app.get('/admin-api/audit-log', { preValidation: requireSuperAdmin }, async (request, reply) => {
    const { limit, offset } = parse(AdminListQuerySchema, request.query);
    const { entries, total } = await listAuditLog(app.deps, { limit, offset });
    reply.header('X-Total-Count', String(total));
    return entries;
  });
}
