import type { Insertable, Selectable } from 'kysely';

export type OAuthProvider = 'google' | 'github';
export type OAuthPurpose = 'creator' | 'admin';

export interface OAuthStatesTable {
  id: string;
  provider: OAuthProvider;
  purpose: OAuthPurpose;
  codeVerifier: string;
  nonce: string | null;
  returnTo: string;
  createdAt: number;
  expiresAt: number;
}

export interface OAuthTables {
  oauthStates: OAuthStatesTable;
}

export type OAuthStateRow = Selectable<OAuthStatesTable>;
export type NewOAuthStateRow = Insertable<OAuthStatesTable>;
