import type { Insertable, Selectable } from 'kysely';

export type EmailTokenPurpose = 'verify-email' | 'reset-password';

export interface EmailTokensTable {
  id: string;
  userId: string;
  purpose: EmailTokenPurpose;
  email: string;
  tokenHash: string;
  expiresAt: number;
  usedAt: number | null;
  createdAt: number;
}

export interface EmailTokensTables {
  emailTokens: EmailTokensTable;
}

export type EmailTokenRow = Selectable<EmailTokensTable>;
export type NewEmailTokenRow = Insertable<EmailTokensTable>;
