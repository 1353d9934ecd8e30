import type { Kysely } from 'kysely';
import { uuidv7 } from 'uuidv7';
import { hashPassword } from '../src/server/modules/accounts/password.js';

/** The landing page's claims: 10K+ hosts, 500K+ voice messages, 2M+ emails collected. */
export const MARKETING_SCALE = {
  hosts: 10_000,
  messages: 500_000,
  subscribers: 2_000_000,
  bigHostMessages: 50_000,
  bigHostSubscribers: 200_000,
  pageViewDays: 30,
};
export type SeedSize = typeof MARKETING_SCALE;

export function scaled(divisor: number): SeedSize {
  const s = { ...MARKETING_SCALE };
  for (const k of Object.keys(s) as (keyof SeedSize)[]) if (k !== 'pageViewDays') s[k] = Math.max(1, Math.round(s[k] / divisor));
  return s;
}

export interface SeedResult {
  bigHost: { userId: string; profileId: string; username: string; email: string; password: string };
  counts: { users: number; profiles: number; messages: number; subscribers: number; replies: number; storedObjects: number; pageViewDays: number };
}

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'benchmark password';

/** Deterministic pseudo-random numbers, so two runs seed the same shape. */
function rng(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

async function insertBatched(db: Kysely<any>, table: string, rows: Record<string, unknown>[], batch: number) {
  for (let i = 0; i < rows.length; i += batch) await db.insertInto(table).values(rows.slice(i, i + batch)).execute();
}

/**
 * Fills an empty, migrated database: host 0 is the very large one (about 10% of all messages and
 * subscribers), the rest share the remainder; one reply per ten messages; page views for the last days. Every
 * recording, a guest's or a reply, has its stored-object row (owned, attached, ~10 KB a second of Opus), as the
 * app writes it, so storage quotas are checked against a large host's real object count; the files themselves
 * are not written.
 * Writes through Kysely, so it seeds SQLite and PostgreSQL alike.
 */
export async function seed(db: Kysely<any>, size: SeedSize, opts: { now?: number; onProgress?: (msg: string) => void } = {}): Promise<SeedResult> {
  const now = opts.now ?? Date.now();
  const random = rng(42);
  const passwordHash = await hashPassword(PASSWORD);
  const hosts: { userId: string; profileId: string; username: string; email: string }[] = [];
  const counts = { users: 0, profiles: 0, messages: 0, subscribers: 0, replies: 0, storedObjects: 0, pageViewDays: 0 };
  // Rows per statement: PostgreSQL allows 65535 parameters, SQLite 32766; ~12 columns a row.
  const BATCH = 1000;

  await db.transaction().execute(async (trx) => {
    const users: Record<string, unknown>[] = [];
    const profiles: Record<string, unknown>[] = [];
    for (let i = 0; i < size.hosts; i++) {
      const userId = uuidv7();
      const profileId = uuidv7();
      const username = `host_${i}`;
      const email = `host${i}@bench.example`;
      const created = now - Math.floor(random() * 365) * DAY;
      hosts.push({ userId, profileId, username, email });
      users.push({ id: userId, email, passwordHash, firstName: `Host`, lastName: `${i}`, authProvider: 'local', isEmailVerified: 1, createdAt: created, updatedAt: created });
      profiles.push({ id: profileId, userId, username, displayName: `Host ${i} & Partner`, bio: 'Celebrating with everyone we love.', isActive: 1, gallerySlug: `bench${i.toString(36).padStart(7, '0')}`, createdAt: created, updatedAt: created });
    }
    await insertBatched(trx, 'users', users, BATCH);
    await insertBatched(trx, 'creatorProfiles', profiles, BATCH);
    counts.users = counts.profiles = size.hosts;
  });
  opts.onProgress?.(`${size.hosts} hosts`);

  const share = (total: number, big: number, i: number) => {
    if (i === 0) return big;
    const rest = size.hosts - 1;
    if (rest === 0) return 0;
    const base = Math.floor((total - big) / rest);
    return base + (i <= (total - big) % rest ? 1 : 0);
  };

  for (let h = 0; h < hosts.length; h++) {
    const host = hosts[h]!;
    const nMessages = share(size.messages, size.bigHostMessages, h);
    const nSubscribers = share(size.subscribers, size.bigHostSubscribers, h);
    await db.transaction().execute(async (trx) => {
      const messages: Record<string, unknown>[] = [];
      const replies: Record<string, unknown>[] = [];
      const objects: Record<string, unknown>[] = [];
      const recording = (path: string, purpose: string, seconds: number, createdAt: number) =>
        objects.push({ key: path.slice('/objects/'.length), ownerUserId: null, ownerProfileId: host.profileId, purpose, contentType: 'audio/webm', size: seconds * 10_000, attached: 1, createdAt });
      for (let m = 0; m < nMessages; m++) {
        const id = uuidv7();
        const createdAt = now - Math.floor(random() * 90 * DAY);
        const replied = m % 10 === 0;
        const audioPath = `/objects/voice/bench-${id}.webm`;
        const duration = 5 + (m % 55);
        // A platform in its steady state: every recording already has its playable copy (decision 018), so the
        // start-up backfill finds nothing to do. The copies' objects are not seeded (the inbox only names them).
        const playablePath = `/objects/playable/bench-${id}.mp3`;
        messages.push({ id, creatorProfileId: host.profileId, senderName: m % 4 === 0 ? null : `Guest ${m}`, senderEmail: `guest${m}@mail.example`, audioPath, duration, playablePath, isRead: m % 3 === 0 ? 1 : 0, isPlayed: m % 2, hasReplied: replied ? 1 : 0, createdAt });
        recording(audioPath, 'voice', duration, createdAt);
        if (replied) {
          const replyPath = `/objects/reply/bench-${id}.webm`;
          replies.push({ id: uuidv7(), voiceMessageId: id, creatorProfileId: host.profileId, audioPath: replyPath, duration: 20, playablePath: `/objects/playable/bench-r-${id}.mp3`, tokenHash: `bench-${id}`, emailStatus: 'sent', createdAt: createdAt + 3600_000, sentAt: createdAt + 3600_000 });
          recording(replyPath, 'reply', 20, createdAt + 3600_000);
        }
      }
      await insertBatched(trx, 'voiceMessages', messages, BATCH);
      await insertBatched(trx, 'voiceReplies', replies, BATCH);
      await insertBatched(trx, 'storedObjects', objects, BATCH);
      const subscribers: Record<string, unknown>[] = [];
      for (let s = 0; s < nSubscribers; s++) {
        const createdAt = now - Math.floor(random() * 90 * DAY);
        subscribers.push({ id: uuidv7(), creatorProfileId: host.profileId, email: `sub${s}@mail.example`, senderName: s % 5 === 0 ? null : `Subscriber ${s}`, messageCount: 1 + (s % 3), createdAt, updatedAt: createdAt });
      }
      await insertBatched(trx, 'emailSubscribers', subscribers, BATCH);
      const days: Record<string, unknown>[] = [];
      for (let d = 0; d < size.pageViewDays; d++) {
        days.push({ profileId: host.profileId, day: new Date(now - d * DAY).toISOString().slice(0, 10), views: 1 + Math.floor(random() * (h === 0 ? 500 : 20)) });
      }
      await insertBatched(trx, 'pageViewDays', days, BATCH);
      counts.messages += messages.length;
      counts.replies += replies.length;
      counts.storedObjects += objects.length;
      counts.subscribers += subscribers.length;
      counts.pageViewDays += days.length;
    });
    if (h % 1000 === 0) opts.onProgress?.(`host ${h}: ${counts.messages} messages, ${counts.subscribers} subscribers`);
  }
  return { bigHost: { ...hosts[0]!, password: PASSWORD }, counts };
}
