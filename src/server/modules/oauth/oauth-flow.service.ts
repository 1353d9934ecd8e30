import * as client from 'openid-client';
import { LIMITS } from '../../../shared/limits.js';
import type { Config } from '../../config.js';
import type { AppDeps } from '../../deps.js';
import { hashToken } from '../../ids.js';
import { providerConfiguration, SCOPES } from './oauth-clients.js';
import { OAuthFailure } from './oauth-failure.js';
import { githubIdentity, oidcIdentity, type ProviderIdentity } from './oauth-identity.js';
import { deleteExpiredOAuthStates, insertOAuthState, takeOAuthState } from './oauth.repository.js';
import type { OAuthProvider, OAuthPurpose } from './oauth.table.js';

export const OAUTH_STATE_TTL_MS = LIMITS.oauthStateMinutes * 60 * 1000;

export function callbackUrl(config: Config, provider: OAuthProvider, purpose: OAuthPurpose): string {
  const prefix = purpose === 'admin' ? '/admin-api' : '/api';
  return `${config.publicUrl}${prefix}/auth/${provider}/callback`;
}

/**
 * Begins the authorization-code flow with PKCE and state (plus a nonce for OpenID Connect).
 * The verifier and nonce stay in the database; the browser only carries the state.
 */
export async function startSignIn(
  deps: AppDeps,
  provider: OAuthProvider,
  purpose: OAuthPurpose,
  returnTo: string,
): Promise<{ url: string; state: string }> {
  const cfg = await providerConfiguration(deps.config, provider);
  const state = client.randomState();
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = provider === 'google' ? client.randomNonce() : null;
  const now = Date.now();
  await deleteExpiredOAuthStates(deps.db, now);
  await insertOAuthState(deps.db, {
    id: hashToken(state),
    provider,
    purpose,
    codeVerifier,
    nonce,
    returnTo,
    createdAt: now,
    expiresAt: now + OAUTH_STATE_TTL_MS,
  });
  const params: Record<string, string> = {
    redirect_uri: callbackUrl(deps.config, provider, purpose),
    scope: SCOPES[provider],
    state,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (nonce) params.nonce = nonce;
  return { url: client.buildAuthorizationUrl(cfg, params).href, state };
}

/**
 * Handles the provider's redirect back: checks the state against the browser's cookie and the stored
 * attempt (used once), exchanges the code, and returns who signed in. Every failure is an OAuthFailure.
 */
export async function finishSignIn(
  deps: AppDeps,
  provider: OAuthProvider,
  purpose: OAuthPurpose,
  currentUrl: URL,
  browserState: string | undefined,
): Promise<{ identity: ProviderIdentity; returnTo: string }> {
  const query = currentUrl.searchParams;
  const state = query.get('state');
  // Spend the stored attempt whatever happens next, so a callback URL never works twice.
  const attempt = state ? await takeOAuthState(deps.db, hashToken(state)) : undefined;

  const error = query.get('error');
  if (error) {
    throw new OAuthFailure(error === 'access_denied' ? 'access_denied' : 'sign_in_failed', new Error(`provider error ${error}`));
  }
  // The cookie ties the callback to the browser that started it: nobody can finish their sign-in in someone else's.
  if (
    !state ||
    !attempt ||
    state !== browserState ||
    attempt.expiresAt <= Date.now() ||
    attempt.provider !== provider ||
    attempt.purpose !== purpose
  ) {
    throw new OAuthFailure('invalid_state');
  }

  const cfg = await providerConfiguration(deps.config, provider);
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(cfg, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: state,
      expectedNonce: attempt.nonce ?? undefined,
      idTokenExpected: provider === 'google',
    });
  } catch (err) {
    throw new OAuthFailure('sign_in_failed', err);
  }
  try {
    const identity =
      provider === 'google'
        ? await oidcIdentity(cfg, tokens)
        : await githubIdentity(deps.config.github!.apiUrl, tokens.access_token);
    return { identity, returnTo: attempt.returnTo };
  } catch (err) {
    if (err instanceof OAuthFailure) throw err;
    throw new OAuthFailure('sign_in_failed', err);
  }
}
