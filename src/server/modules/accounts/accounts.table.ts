import type { ColumnType, Insertable, Selectable } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  authProvider: 'local' | 'google' | 'github';
  googleId: string | null;
  githubId: string | null;
  isEmailVerified: number;
  createdAt: number;
  updatedAt: number;
  /** The account's language (docs/decisions/056), null until its owner picks one: the screens then follow the browser. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
}

export interface AccountsTables {
  users: UsersTable;
  sessions: SessionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
