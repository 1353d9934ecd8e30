import { toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { newId } from '../../ids.js';
import { setAdminLastLogin } from '../admin/admin-auth.repository.js';
import { findUserByEmail, findUserById } from '../accounts/accounts.repository.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { deleteUserSessions } from '../accounts/sessions.repository.js';
import { OAuthFailure } from './oauth-failure.js';
import type { ProviderIdentity } from './oauth-identity.js';
import { findActiveAdminByEmail, findUserByProviderId, insertProviderUser, linkProviderToUser } from './oauth.repository.js';

const providerIdOf = (user: UserRow, identity: ProviderIdentity) => (identity.provider === 'google' ? user.googleId : user.githubId);

async function resolveCreator(deps: AppDeps, identity: ProviderIdentity): Promise<UserRow> {
  const { db } = deps;
  const known = await findUserByProviderId(db, identity.provider, identity.subject);
  if (known) return known;
  if (!identity.email) throw new OAuthFailure('email_unverified');

  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    // Only the provider's verification proves this person owns the address of the existing account.
    if (!identity.emailVerified) throw new OAuthFailure('account_exists');
    if (providerIdOf(existing, identity)) throw new OAuthFailure('account_conflict');
    // Someone may have registered this address with a password without ever proving they own it;
    // the owner now signing in must not share the account with them, so that password and its sessions go.
    const unproven = !toBool(existing.isEmailVerified) && existing.passwordHash !== null;
    await db.transaction().execute(async (trx) => {
      await linkProviderToUser(trx, existing.id, identity.provider, identity.subject, { dropPassword: unproven, now: Date.now() });
      if (unproven) await deleteUserSessions(trx, existing.id);
    });
    return (await findUserById(db, existing.id))!;
  }

  // A new account needs an address someone has proven; otherwise it could block that address's owner.
  if (!identity.emailVerified) throw new OAuthFailure('email_unverified');
  const now = Date.now();
  const row = {
    id: newId(),
    email: identity.email,
    passwordHash: null,
    firstName: identity.firstName,
    lastName: identity.lastName,
    authProvider: identity.provider,
    googleId: identity.provider === 'google' ? identity.subject : null,
    githubId: identity.provider === 'github' ? identity.subject : null,
    isEmailVerified: 1,
    createdAt: now,
    updatedAt: now,
    language: null,
  };
  await insertProviderUser(db, row);
  return row;
}

/**
 * The creator account for a provider identity: the one already linked, an existing account with the
 * same (provider-verified) address, or a new one. Two callbacks racing for one identity both end signed in.
 */
export async function creatorForIdentity(deps: AppDeps, identity: ProviderIdentity): Promise<UserRow> {
  try {
    return await resolveCreator(deps, identity);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return resolveCreator(deps, identity);
  }
}

/** An admin may use the provider only for an active admin account with that verified address. */
export async function adminForIdentity(deps: AppDeps, identity: ProviderIdentity): Promise<{ id: string }> {
  if (!identity.email || !identity.emailVerified) throw new OAuthFailure('admin_not_allowed');
  const admin = await findActiveAdminByEmail(deps.db, identity.email);
  if (!admin) throw new OAuthFailure('admin_not_allowed');
  await setAdminLastLogin(deps.db, admin.id, Date.now());
  return admin;
}
