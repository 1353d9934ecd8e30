import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NewUserRow } from '../accounts/accounts.table.js';
import type { NewOAuthStateRow, OAuthProvider } from './oauth.table.js';

export async function insertOAuthState(db: Kysely<DB>, row: NewOAuthStateRow) {
  await db.insertInto('oauthStates').values(row).execute();
}

/** Removes and returns the state in one statement, so a callback can use it only once. */
export function takeOAuthState(db: Kysely<DB>, id: string) {
  return db.deleteFrom('oauthStates').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteExpiredOAuthStates(db: Kysely<DB>, now: number) {
  await db.deleteFrom('oauthStates').where('expiresAt', '<=', now).execute();
}

const providerColumn = (provider: OAuthProvider) => (provider === 'google' ? 'googleId' : 'githubId');

export function findUserByProviderId(db: Kysely<DB>, provider: OAuthProvider, subject: string) {
  return db.selectFrom('users').selectAll().where(providerColumn(provider), '=', subject).executeTakeFirst();
}

/**
 * Links a provider identity to an existing account whose address that provider verified.
 * `dropPassword` clears a password nobody proved the address for (see oauth-users.service.ts).
 */
export async function linkProviderToUser(
  db: Kysely<DB>,
  userId: string,
  provider: OAuthProvider,
  subject: string,
  opts: { dropPassword: boolean; now: number },
) {
  await db
    .updateTable('users')
    .set({
      [providerColumn(provider)]: subject,
      isEmailVerified: 1,
      updatedAt: opts.now,
      ...(opts.dropPassword ? { passwordHash: null } : {}),
    })
    .where('id', '=', userId)
    .execute();
}

export async function insertProviderUser(db: Kysely<DB>, row: NewUserRow) {
  await db.insertInto('users').values(row).execute();
}

export function findActiveAdminByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('adminUsers')
    .select(['id', 'username', 'email'])
    .where('email', '=', email)
    .where('isActive', '=', 1)
    .executeTakeFirst();
}
