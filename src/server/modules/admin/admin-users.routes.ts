import {
  AdminListQuerySchema,
  AdminPasswordResetSchema,
  AdminUserParamsSchema,
  AdminUsernameChangeSchema,
  UserStatusSchema,
} from '../../../shared/admin.schemas.js';
import type { ZodApp } from '../../plugins/validation.js';
import { requireAdmin, requireSuperAdmin } from './admin-sessions.plugin.js';
import { changeUsername, getUserDetail, listUsers, resetPassword, setUserStatus } from './admin-users.service.js';

export default async function adminUsersRoutes(app: ZodApp) {
  const { deps } = app;

  // The plain array of docs/product-spec.md (section 7) stays the body (JSON text already); the total for paging travels in a header. Sent as bytes:
  // a 92 KB string body is measured for its length, joined to the headers and encoded again on the way out (a bare
  // route answering the same 92 KB: 181-190 against 128-141 µs of CPU per request; bench/RESULTS.md).
  app.get('/admin-api/users', { preValidation: requireAdmin, schema: { summary: 'List and search accounts', querystring: AdminListQuerySchema } }, async (request, reply) => {
    const { usersJson, total } = await listUsers(deps, request.query);
    reply.header('X-Total-Count', String(total)).type('application/json; charset=utf-8');
    return Buffer.from(usersJson);
  });

  const params = AdminUserParamsSchema;
  app.get('/admin-api/users/:userId', { preValidation: requireAdmin, schema: { summary: 'One account with its profile', params } }, async (request) =>
    getUserDetail(deps, request.params.userId),
  );

  app.put('/admin-api/users/:userId/status', { preValidation: requireAdmin, schema: { summary: 'Suspend or reactivate an account', params, body: UserStatusSchema } }, async (request) => {
    const { isActive, reason } = request.body;
    return setUserStatus(deps, request.admin!.id, request.params.userId, isActive, reason);
  });

  app.put('/admin-api/users/:userId/username', { preValidation: requireSuperAdmin, schema: { summary: 'Change an account’s page name (super admin)', params, body: AdminUsernameChangeSchema } }, async (request) => {
    const { username } = request.body;
    return changeUsername(deps, request.admin!.id, request.params.userId, username);
  });

  app.put('/admin-api/users/:userId/password', { preValidation: requireSuperAdmin, schema: { summary: 'Set an account’s password (super admin)', params, body: AdminPasswordResetSchema } }, async (request) => {
    const { newPassword } = request.body;
    return resetPassword(deps, request.admin!.id, request.params.userId, newPassword);
  });
}
