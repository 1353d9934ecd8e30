import { z } from 'zod';
import { ADMIN_LIMITS } from './admin.limits.js';
import { ADMIN_MSG } from './admin.texts.js';
import { EmailSchema, PasswordSchema } from './auth.schemas.js';
import { MSG } from './api.texts.js';
import { UsernameSchema } from './profile.schemas.js';

/** An admin account's name: what the CLI and ADMIN_USERNAME accept; stored lowercase. */
export const AdminAccountUsernameSchema = z
  .string({ error: MSG.adminUsernameRequired })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,50}$/, ADMIN_MSG.adminUsernameInvalid);

export const CreateAdminSchema = z.object({
  username: AdminAccountUsernameSchema,
  password: PasswordSchema,
  email: EmailSchema.optional(),
  isSuperAdmin: z.boolean().default(false),
});
export type CreateAdminInput = z.input<typeof CreateAdminSchema>;

/** PUT /admin-api/users/{userId}/status; a deactivation may say why, for the creator to read (docs/decisions/039). */
export const UserStatusSchema = z
  .object({
    isActive: z.boolean({ error: MSG.invalidInput }),
    reason: z.string({ error: MSG.invalidInput }).trim().max(ADMIN_LIMITS.suspensionReasonMax, ADMIN_MSG.reasonTooLong).optional(),
  })
  .strict();

/** PUT /admin-api/users/{userId}/username: the same rules as a creator's own username. */
export const AdminUsernameChangeSchema = z.object({ username: UsernameSchema }).strict();

/** PUT /admin-api/users/{userId}/password: as strong as a creator's sign-up password. */
export const AdminPasswordResetSchema = z.object({ newPassword: PasswordSchema }).strict();

const intParam = (def: number, max: number) =>
  z.coerce.number({ error: MSG.invalidInput }).int(MSG.invalidInput).min(0, MSG.invalidInput).max(max, MSG.invalidInput).default(def);

/** ?limit&offset&q of GET /admin-api/users (and limit/offset of the audit log). */
export const AdminListQuerySchema = z.object({
  limit: intParam(ADMIN_LIMITS.pageSizeDefault, ADMIN_LIMITS.pageSizeMax).refine((n) => n >= 1, MSG.invalidInput),
  offset: intParam(0, 1_000_000_000),
  q: z.string().trim().max(ADMIN_LIMITS.searchMax, MSG.invalidInput).optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

/** /admin-api/users/{userId}/...: which creator account. */
export const AdminUserParamsSchema = z.object({ userId: z.string() });
