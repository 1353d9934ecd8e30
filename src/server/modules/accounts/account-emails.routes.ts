import type { FastifyInstance } from 'fastify';
import { ForgotPasswordSchema, ResetPasswordSchema, VerifyEmailQuerySchema } from '../../../shared/auth.schemas.js';
import { MSG } from '../../../shared/api.texts.js';
import type { ZodApp } from '../../plugins/validation.js';
import { rateLimit } from '../../plugins/rate-limit.js';
import { clearSessionCookie, requireUser } from './sessions.plugin.js';
import { runInBackground, settleBackgroundTasks } from './background-tasks.js';
import { resendVerification, sendVerificationEmail, verifyEmail } from './email-verification.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';

/** Called once after registration: the mail never delays or fails the sign-up; failures are logged. */
export function sendVerificationInBackground(app: FastifyInstance, user: { id: string; email: string; firstName: string }) {
  runInBackground(app.deps, app.log, 'verification email', () => sendVerificationEmail(app.deps, user));
}

export default async function accountEmailsRoutes(app: ZodApp) {
  const { deps } = app;
  app.addHook('onClose', async () => settleBackgroundTasks(deps));

  // A plain link from the mail: it lands on a page either way, never on a JSON error.
  app.get('/api/auth/verify-email', { schema: { summary: 'Verify an email address from its mailed link', querystring: VerifyEmailQuerySchema }, config: rateLimit(app, 'auth') }, async (request, reply) => {
    const { token } = request.query;
    const outcome = token === undefined ? 'invalid' : await verifyEmail(deps, token);
    reply.header('Cache-Control', 'no-store');
    if (outcome === 'invalid') return reply.redirect('/auth?error=verify_link_invalid', 303);
    // Signed in on this browser: straight to the dashboard; otherwise to sign-in. Both say it worked.
    return reply.redirect(request.user ? '/admin?emailVerified=1' : '/auth?mode=signin&emailVerified=1', 303);
  });

  app.post('/api/auth/resend-verification', { preValidation: requireUser, schema: { summary: 'Mail the verification link again' }, config: { ...rateLimit(app, 'auth'), bodyless: true } }, async (request) =>
    resendVerification(deps, request.user!.id),
  );

  app.post('/api/auth/forgot-password', { schema: { summary: 'Mail a password reset link', body: ForgotPasswordSchema }, config: rateLimit(app, 'auth') }, async (request) => {
    const { email } = request.body;
    // Answer first, look up later: known and unknown addresses get the same answer in the same time.
    runInBackground(deps, request.log, 'password reset email', () => requestPasswordReset(deps, email));
    return { message: MSG.forgotPasswordSent };
  });

  app.post('/api/auth/reset-password', { schema: { summary: 'Set a new password with a reset link’s token', body: ResetPasswordSchema }, config: rateLimit(app, 'auth') }, async (request, reply) => {
    await resetPassword(deps, request.body);
    clearSessionCookie(app, reply);
    return { message: MSG.passwordResetDone };
  });
}
