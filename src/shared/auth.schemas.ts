import { z } from 'zod';
import { LIMITS } from './limits.js';
import { MSG } from './api.texts.js';
import { LANGUAGES } from './i18n/languages.js';

export const EmailSchema = z
  .string({ error: MSG.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, MSG.invalidEmail)
  .pipe(z.email({ error: MSG.invalidEmail }));

const NameSchema = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, MSG.invalidInput);

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(LIMITS.passwordMax),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const PasswordSchema = z
  .string({ error: MSG.passwordMin })
  .min(LIMITS.passwordMin, MSG.passwordMin)
  .max(LIMITS.passwordMax, MSG.invalidInput);

/** What the server accepts at POST /api/register (confirmPassword is not sent). */
export const RegisterSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: NameSchema(MSG.firstNameRequired),
  lastName: NameSchema(MSG.lastNameRequired),
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** The sign-up form adds confirmPassword, checked on the client only. */
export const RegisterFormSchema = RegisterSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.password === v.confirmPassword,
  { message: MSG.passwordsDontMatch, path: ['confirmPassword'] },
);
export type RegisterFormInput = z.infer<typeof RegisterFormSchema>;

export const AdminLoginSchema = z.object({
  username: z.string({ error: MSG.adminUsernameRequired }).trim().min(1, MSG.adminUsernameRequired).max(100),
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(LIMITS.passwordMax),
});
export type AdminLoginInput = z.infer<typeof AdminLoginSchema>;

/** POST /api/auth/forgot-password. */
export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

const TokenSchema = z.string({ error: MSG.resetLinkInvalid }).min(1, MSG.resetLinkInvalid).max(200, MSG.resetLinkInvalid);

/** POST /api/auth/reset-password: the token from the mailed link and the new password. */
export const ResetPasswordSchema = z.object({ token: TokenSchema, password: PasswordSchema });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** The reset form adds confirmPassword, checked on the client only. */
export const ResetPasswordFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDontMatch, path: ['confirmPassword'] });
export type ResetPasswordFormInput = z.infer<typeof ResetPasswordFormSchema>;

/**
 * GET /api/auth/verify-email?token: the link from the mail. A missing, repeated or overlong token is no 400 but an
 * invalid link: the link lands on a page either way.
 */
export const VerifyEmailQuerySchema = z.object({ token: z.string().max(200).optional().catch(undefined) });

/** GET /api/auth/{google,github}?returnTo: a path on this site to land on after signing in; anything else means '/'. */
export const OAuthStartQuerySchema = z.object({ returnTo: z.string().max(200).optional().catch(undefined) });

/**
 * What an identity provider sends back to /api/auth/{provider}/callback (and the admin's). The flow reads the whole
 * callback URL itself; these are documented, never refused: a failed sign-in lands on a page, never on a 400.
 */
export const OAuthCallbackQuerySchema = z.object({
  code: z.string().optional().catch(undefined),
  state: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

/** PUT /api/auth/language and /admin-api/auth/language (docs/decisions/056): one of ours, or null to follow the browser. */
export const AccountLanguageSchema = z.object({ language: z.enum(LANGUAGES, { error: MSG.languageInvalid }).nullable() });
export type AccountLanguageInput = z.infer<typeof AccountLanguageSchema>;
