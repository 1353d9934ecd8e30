import * as client from 'openid-client';
import type { Config } from '../../config.js';
import { OAuthFailure } from './oauth-failure.js';
import type { OAuthProvider } from './oauth.table.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Plain http is allowed only to a provider on this machine (a test or development issuer). */
const insecureAllowed = (url: string) => {
  const u = new URL(url);
  return u.protocol === 'http:' && LOOPBACK.has(u.hostname);
};

// Discovery documents rarely change: fetch once per issuer and client, retry after a failure.
// This caches public metadata only, never anything about a user, so instances need not share it.
const discovered = new Map<string, Promise<client.Configuration>>();

async function googleConfiguration(google: NonNullable<Config['google']>): Promise<client.Configuration> {
  const key = `${google.issuerUrl}|${google.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    pending = client.discovery(new URL(google.issuerUrl), google.clientId, google.clientSecret, undefined, {
      execute: insecureAllowed(google.issuerUrl) ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
    discovered.set(key, pending);
    pending.catch(() => discovered.delete(key));
  }
  return pending;
}

/** GitHub speaks OAuth 2.0 without discovery: its two endpoints are configured by hand. */
function githubConfiguration(github: NonNullable<Config['github']>): client.Configuration {
  const cfg = new client.Configuration(
    {
      issuer: new URL(github.authorizeUrl).origin,
      authorization_endpoint: github.authorizeUrl,
      token_endpoint: github.tokenUrl,
    },
    github.clientId,
    github.clientSecret,
  );
  if (insecureAllowed(github.tokenUrl)) client.allowInsecureRequests(cfg);
  cfg.timeout = 10;
  return cfg;
}

export function isConfigured(config: Config, provider: OAuthProvider): boolean {
  return provider === 'google' ? Boolean(config.google) : Boolean(config.github);
}

/** The openid-client configuration of a provider; `provider_unavailable` when it is off or unreachable. */
export async function providerConfiguration(config: Config, provider: OAuthProvider): Promise<client.Configuration> {
  try {
    if (provider === 'google' && config.google) return await googleConfiguration(config.google);
    if (provider === 'github' && config.github) return githubConfiguration(config.github);
  } catch (err) {
    throw new OAuthFailure('provider_unavailable', err);
  }
  throw new OAuthFailure('provider_unavailable');
}

export const SCOPES: Record<OAuthProvider, string> = {
  google: 'openid email profile',
  github: 'read:user user:email',
};
