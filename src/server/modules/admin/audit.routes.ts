import { AdminListQuerySchema } from '../../../shared/admin.schemas.js';
import type { ZodApp } from '../../plugins/validation.js';
import { requireSuperAdmin } from './admin-sessions.plugin.js';
import { listAuditLog } from './audit.service.js';

export default async function auditRoutes(app: ZodApp) {
  app.get('/admin-api/audit-log', { preValidation: requireSuperAdmin, schema: { summary: 'The admins’ audit log (super admin)', querystring: AdminListQuerySchema } }, async (request, reply) => {
    const { limit, offset } = request.query;
    const { entries, total } = await listAuditLog(app.deps, { limit, offset });
    reply.header('X-Total-Count', String(total));
    return entries;
  });
}
