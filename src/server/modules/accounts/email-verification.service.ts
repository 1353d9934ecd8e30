import { LIMITS } from '../../../shared/limits.js';
import { MSG } from '../../../shared/api.texts.js';
import { toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { mailLanguage } from '../../mail/mail-texts.js';
import { AppError } from '../../errors.js';
import { findUserById } from './accounts.repository.js';
import { getUser } from './accounts.service.js';
import { verificationMail } from './auth-mails.js';
import { deleteUnusedEmailTokens, markUserEmailVerified } from './email-tokens.repository.js';
import { issueEmailToken, sentRecently, spendEmailToken } from './email-tokens.service.js';

const TTL_MS = LIMITS.emailVerificationHours * 60 * 60 * 1000;

export const verifyEmailLink = (publicUrl: string, token: string) =>
  `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;

/** Mails a fresh verification link; older unused links stop working. */
export async function sendVerificationEmail(deps: AppDeps, user: { id: string; email: string; firstName: string; language?: string | null }) {
  await deleteUnusedEmailTokens(deps.db, user.id, 'verify-email');
  const { token, id } = await issueEmailToken(deps, user, 'verify-email', TTL_MS);
  try {
    await deps.mailer.send(
      verificationMail(user.email, user.firstName, verifyEmailLink(deps.config.publicUrl, token), LIMITS.emailVerificationHours, mailLanguage(user.language)),
    );
  } catch (err) {
    // A link nobody received must not count against the resend interval.
    await deps.db.deleteFrom('emailTokens').where('id', '=', id).execute();
    throw err;
  }
}

/** POST /api/auth/resend-verification for the signed-in creator. */
export async function resendVerification(deps: AppDeps, userId: string): Promise<{ sent: boolean; message: string }> {
  const user = await getUser(deps, userId);
  if (toBool(user.isEmailVerified)) return { sent: false, message: MSG.emailAlreadyVerified };
  if (await sentRecently(deps, user.id, 'verify-email', LIMITS.authMailIntervalSeconds * 1000)) {
    throw AppError.refuse(429, 'email_resend_too_soon');
  }
  try {
    await sendVerificationEmail(deps, user);
  } catch {
    throw AppError.refuse(502, 'generic_failure');
  }
  return { sent: true, message: MSG.verificationSent };
}

/**
 * Follows a verification link. A link already spent still answers 'already' when the address is
 * verified: mail scanners often open links before the person does, and that should not look like failure.
 */
export async function verifyEmail(deps: AppDeps, token: string): Promise<'verified' | 'already' | 'invalid'> {
  const result = await spendEmailToken(deps, token, 'verify-email');
  if (!result.row) return 'invalid';
  const user = await findUserById(deps.db, result.row.userId);
  if (!user || user.email !== result.row.email) return 'invalid';
  if (!result.ok) return toBool(user.isEmailVerified) && result.row.usedAt !== null ? 'already' : 'invalid';
  await markUserEmailVerified(deps.db, user.id, result.row.email, Date.now());
  await deleteUnusedEmailTokens(deps.db, user.id, 'verify-email');
  return 'verified';
}
