import type { ResetPasswordInput } from '../../../shared/auth.schemas.js';
import { LIMITS } from '../../../shared/limits.js';
import type { AppDeps } from '../../deps.js';
import { mailLanguage } from '../../mail/mail-texts.js';
import { AppError } from '../../errors.js';
import { findUserByEmail, findUserById, updateUserPassword } from './accounts.repository.js';
import { passwordResetMail } from './auth-mails.js';
import { deleteUnusedEmailTokens, markUserEmailVerified } from './email-tokens.repository.js';
import { issueEmailToken, sentRecently, spendEmailToken } from './email-tokens.service.js';
import { hashPassword } from './password.js';
import { deleteUserSessions } from './sessions.repository.js';

const TTL_MS = LIMITS.passwordResetMinutes * 60 * 1000;

export const resetPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;

/**
 * Mails a reset link when the address has an account. Runs after the answer went out,
 * so the caller learns nothing (not even from timing) about which addresses exist.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  if (await sentRecently(deps, user.id, 'reset-password', LIMITS.authMailIntervalSeconds * 1000)) return;
  const { token } = await issueEmailToken(deps, user, 'reset-password', TTL_MS);
  // In the account's language: whoever asked, signed out, is reaching that account.
  const language = mailLanguage(user.language);
  await deps.mailer.send(passwordResetMail(user.email, user.firstName, resetPasswordLink(deps.config.publicUrl, token), LIMITS.passwordResetMinutes, language));
}

/** Sets the new password once per link and signs the account out everywhere, all or nothing. */
export async function resetPassword(deps: AppDeps, input: ResetPasswordInput): Promise<void> {
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  await deps.db.transaction().execute(async (trx) => {
    const result = await spendEmailToken({ db: trx }, input.token, 'reset-password');
    if (!result.ok) throw AppError.refuse(400, 'reset_link_invalid');
    const { row } = result;
    const user = await findUserById(trx, row.userId);
    if (!user || user.email !== row.email) throw AppError.refuse(400, 'reset_link_invalid');
    const now = Date.now();
    await updateUserPassword(trx, user.id, passwordHash, now);
    // The mail reached its owner, so the address is proven too.
    await markUserEmailVerified(trx, user.id, row.email, now);
    await deleteUnusedEmailTokens(trx, user.id, 'reset-password');
    await deleteUserSessions(trx, user.id);
  });
}
