import type { AppDeps } from '../../deps.js';
import { hashToken, newId, newToken } from '../../ids.js';
import {
  consumeEmailToken,
  deleteExpiredEmailTokens,
  findEmailToken,
  insertEmailToken,
  latestEmailTokenAt,
} from './email-tokens.repository.js';
import type { EmailTokenPurpose, EmailTokenRow } from './email-tokens.table.js';

/** Stores a new single-use link token (only its hash) and returns the token for the mail. */
export async function issueEmailToken(
  { db }: Pick<AppDeps, 'db'>,
  user: { id: string; email: string },
  purpose: EmailTokenPurpose,
  ttlMs: number,
): Promise<{ token: string; id: string }> {
  const now = Date.now();
  await deleteExpiredEmailTokens(db, now);
  const token = newToken();
  const id = newId();
  await insertEmailToken(db, {
    id,
    userId: user.id,
    purpose,
    email: user.email,
    tokenHash: hashToken(token),
    expiresAt: now + ttlMs,
    usedAt: null,
    createdAt: now,
  });
  return { token, id };
}

/** Whether a link of this kind went out to the user less than `intervalMs` ago. */
export async function sentRecently({ db }: Pick<AppDeps, 'db'>, userId: string, purpose: EmailTokenPurpose, intervalMs: number) {
  const latest = await latestEmailTokenAt(db, userId, purpose);
  return latest !== null && Date.now() - latest < intervalMs;
}

export type SpendResult = { ok: true; row: EmailTokenRow } | { ok: false; row: EmailTokenRow | undefined };

/** Spends a link token once; a missing, expired or used one gives ok: false (with the row when it exists). */
export async function spendEmailToken({ db }: Pick<AppDeps, 'db'>, token: string, purpose: EmailTokenPurpose): Promise<SpendResult> {
  const row = await findEmailToken(db, hashToken(token), purpose);
  if (!row) return { ok: false, row };
  const spent = await consumeEmailToken(db, row.id, Date.now());
  return spent ? { ok: true, row } : { ok: false, row };
}
