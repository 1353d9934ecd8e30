import * as client from 'openid-client';
import { EmailSchema } from '../../../shared/auth.schemas.js';
import { OAuthFailure } from './oauth-failure.js';
import type { OAuthProvider } from './oauth.table.js';

/** Who the provider says signed in, reduced to what an account needs. */
export interface ProviderIdentity {
  provider: OAuthProvider;
  subject: string;
  /** Lowercased; null when the provider gave none or an unusable one. */
  email: string | null;
  /** Only the provider's own word counts; anything but an explicit yes is no. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

type Tokens = Awaited<ReturnType<typeof client.authorizationCodeGrant>>;

const str = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
const normalEmail = (v: unknown) => {
  const parsed = EmailSchema.safeParse(v);
  return parsed.success ? parsed.data : null;
};
const truthy = (v: unknown) => v === true || v === 'true';

function splitName(full: string): [string, string] {
  const parts = full.split(/\s+/).filter(Boolean);
  return [parts[0] ?? '', parts.slice(1).join(' ')];
}

/** OpenID Connect: the signed ID token, completed by the userinfo endpoint when the issuer has one. */
export async function oidcIdentity(cfg: client.Configuration, tokens: Tokens): Promise<ProviderIdentity> {
  const claims = tokens.claims();
  if (!claims?.sub) throw new OAuthFailure('sign_in_failed', new Error('no ID token'));
  let info: Record<string, unknown> = {};
  if (cfg.serverMetadata().userinfo_endpoint) {
    info = await client.fetchUserInfo(cfg, tokens.access_token, claims.sub);
  }
  const all: Record<string, unknown> = { ...claims, ...info };
  const [first, last] = splitName(str(all.name));
  return {
    provider: 'google',
    subject: claims.sub,
    email: normalEmail(all.email),
    emailVerified: truthy(all.email_verified),
    firstName: str(all.given_name) || first,
    lastName: str(all.family_name) || last,
  };
}

interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

async function githubGet<T>(apiUrl: string, path: string, accessToken: string): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`, {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      Accept: 'application/vnd.github+json',
      'X-GitHub-Api-Version': '2022-11-28',
      'User-Agent': 'Voxbook',
    },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`GitHub ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** GitHub: the profile from /user, the address from /user/emails (the primary one if verified, else any verified one). */
export async function githubIdentity(apiUrl: string, accessToken: string): Promise<ProviderIdentity> {
  const user = await githubGet<{ id: number; login: string; name: string | null }>(apiUrl, '/user', accessToken);
  const emails = await githubGet<GitHubEmail[]>(apiUrl, '/user/emails', accessToken);
  if (typeof user?.id !== 'number' || !Array.isArray(emails)) throw new Error('unexpected GitHub answer');
  const chosen =
    emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified) ?? emails.find((e) => e.primary);
  const [first, last] = splitName(str(user.name));
  return {
    provider: 'github',
    subject: String(user.id),
    email: normalEmail(chosen?.email),
    emailVerified: chosen?.verified === true,
    firstName: first || str(user.login),
    lastName: last,
  };
}
