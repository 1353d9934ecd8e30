import { type Language, toLanguage } from '../../../shared/i18n/languages.js';
import type { User } from '../../../shared/profile.types.js';
import type { LoginInput, RegisterInput } from '../../../shared/auth.schemas.js';
import { isoTime, toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { mailLanguage } from '../../mail/mail-texts.js';
import { hashToken, newId, newToken } from '../../ids.js';
import { findUserByEmail, findUserById, insertUser, updateUserLanguage } from './accounts.repository.js';
import type { UserRow } from './accounts.table.js';
import { hashPassword, timingDummyHash, verifyPassword } from './password.js';
import { deleteSession, extendSession, findLiveSession, insertSession, SESSION_TTL_MS } from './sessions.repository.js';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    authProvider: row.authProvider,
    isEmailVerified: toBool(row.isEmailVerified),
    createdAt: isoTime(row.createdAt),
    language: toLanguage(row.language),
  };
}

export async function register({ db, config }: AppDeps, input: RegisterInput): Promise<UserRow> {
  const now = Date.now();
  const row = {
    id: newId(),
    email: input.email,
    passwordHash: await hashPassword(input.password, config.passwordHashCost),
    firstName: input.firstName,
    lastName: input.lastName,
    authProvider: 'local' as const,
    isEmailVerified: 0,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await insertUser(db, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.refuse(409, 'email_registered');
    throw err;
  }
  return { ...row, googleId: null, githubId: null, language: null };
}

/** Same work and the same answer whether the email is unknown or the password wrong. */
export async function login({ db, config }: AppDeps, input: LoginInput): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await timingDummyHash(config.passwordHashCost)));
  if (!user || !user.passwordHash || !ok) throw AppError.refuse(401, 'invalid_email_or_password');
  return user;
}

export async function getUser({ db }: AppDeps, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw AppError.unauthorized();
  return user;
}

/** Creates a session; returns the cookie token (only its hash is stored). */
export async function startSession({ db }: AppDeps, userId: string): Promise<string> {
  const token = newToken();
  await insertSession(db, { id: hashToken(token), userId, now: Date.now() });
  return token;
}

export async function resolveSession({ db }: AppDeps, token: string) {
  const now = Date.now();
  const session = await findLiveSession(db, hashToken(token), now);
  if (!session) return null;
  // Sliding expiry, written at most once a day per session.
  if (session.expiresAt - now < SESSION_TTL_MS - 24 * 60 * 60 * 1000) await extendSession(db, session.sessionId, now);
  return { id: session.userId, email: session.email, sessionId: session.sessionId };
}

export async function endSession({ db }: AppDeps, sessionId: string) {
  await deleteSession(db, sessionId);
}

/** The account's language for its screens and mails (docs/decisions/056); null follows the browser. */
export async function setUserLanguage(deps: AppDeps, userId: string, language: Language | null): Promise<UserRow> {
  await updateUserLanguage(deps.db, userId, language, Date.now());
  return getUser(deps, userId);
}

/**
 * The language the server writes a host's keepsake in (the book, the album's tags, Download all's page and CSV;
 * docs/decisions/077): the mails' rule (`mailLanguage`) over this host's preferences, their account's language, else
 * the page's, else English. The host is the account asking (a co-host reads their own language).
 */
export async function hostLanguage({ db }: Pick<AppDeps, 'db'>, userId: string, pageLanguage: string | null): Promise<Language> {
  const user = await findUserById(db, userId);
  return mailLanguage(user?.language, pageLanguage);
}
