// Test-only: everything a request could wrongly change, as one comparable string.
import type { Kysely } from 'kysely';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { DB } from '../../db/schema.js';

/**
 * The tables that hold users' data, plus the files of the disk store. Sessions, page views and the
 * admin audit log are left out: a refused request may rightly touch them (a failed login is audited).
 */
const TABLES = [
  'users',
  'creatorProfiles',
  'customLinks',
  'socialLinks',
  'voiceMessages',
  'voiceReplies',
  'emailSubscribers',
  'galleryMedia',
  'storedObjects',
  'adminUsers',
  'notificationSettings',
  'albums',
] as const;

async function files(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(full)));
    else out.push(full);
  }
  return out.sort();
}

export async function snapshot(db: Kysely<DB>, dataDir: string): Promise<string> {
  const parts: unknown[] = [];
  for (const table of TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    parts.push(rows.map((r) => JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).sort());
  }
  parts.push(await files(path.join(dataDir, 'objects')));
  return JSON.stringify(parts);
}
