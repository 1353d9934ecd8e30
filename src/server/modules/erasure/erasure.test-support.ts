import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { addGalleryItem, addLink, inviteCoHost, uploadImage, uploadReply } from '../../test/security/security-fixtures.js';
import { cookiesFrom, createCreator, runDueJobs, type Host } from '../../test/harness.js';
import { sendGuestMessage } from '../messages/messages.test-support.js';

export type { Host };

/** Every file under a folder, recursively (the disk store's DATA_DIR/objects, or s3rver's bucket folder). */
export async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    for (const e of await readdir(d, { withFileTypes: true }).catch(() => [])) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(p);
    }
  };
  await walk(dir);
  return out;
}

/**
 * A host with everything a page gathers: guests' messages (one subscribed, one with a reply), their playable copies,
 * a profile picture, a link, a gallery photo, a co-host (who stays, with their own account) and an open invitation.
 */
export async function richHost(app: FastifyInstance) {
  const owner = (await createCreator(app)) as Host;
  // Verified addresses: only a verified owner invites and only a verified address accepts (docs/decisions/065).
  const coHost = (await createCreator(app, { verified: true })) as Host;
  const token = await inviteCoHost(app, { ...owner, profile: owner.profile } as never, coHost.user.email);
  const accepted = await app.inject({ method: 'POST', url: `/api/co-host-invitations/${token}/accept`, headers: { cookie: coHost.cookie } });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  await inviteCoHost(app, { ...owner, profile: owner.profile } as never, 'pending.invitee@example.com');
  const first = await sendGuestMessage(app, owner.profile.id, { senderEmail: 'grace@example.com', subscribeToNewsletter: true });
  const second = await sendGuestMessage(app, owner.profile.id, { senderEmail: 'ada.guest@example.com' });
  const replyPath = await uploadReply(app, owner.cookie);
  const reply = await app.inject({ method: 'POST', url: '/api/voice-replies', headers: { cookie: owner.cookie }, payload: { voiceMessageId: first.id, audioPath: replyPath, duration: 2 } });
  if (reply.statusCode !== 201) throw new Error(`reply: ${reply.statusCode} ${reply.body}`);
  await addLink(app, owner.cookie);
  await addGalleryItem(app, owner.profile.gallerySlug, { uploaderName: 'Grace', uploaderEmail: 'grace@example.com' }, 31);
  const imagePath = await uploadImage(app, owner.cookie, 32);
  await app.inject({ method: 'PUT', url: '/api/profile-image', headers: { cookie: owner.cookie }, payload: { fileUrl: imagePath } });
  await app.inject({ method: 'POST', url: `/api/profile/${owner.profile.username}/view` });
  await app.inject({ method: 'POST', url: '/api/party-screen', headers: { cookie: owner.cookie } });
  await runDueJobs(app);
  return { owner, coHost: { ...coHost, cookie: cookiesFrom(accepted, coHost.cookie) }, messageIds: [first.id, second.id], replyId: reply.json().id as string };
}

/**
 * Rows anywhere that still name the account, its page or its messages: every table with a column that refers to a
 * user, a page or a message, and the jobs whose keys carry their ids. Empty when the account is wholly gone.
 */
export async function footprint(app: FastifyInstance, ids: { userId: string; profileId: string; messageIds: string[] }): Promise<Record<string, number>> {
  const byUser: [string, string][] = [
    ['users', 'id'], ['sessions', 'user_id'], ['creator_profiles', 'user_id'], ['email_tokens', 'user_id'], ['co_hosts', 'user_id'],
    ['co_host_invitations', 'invited_by'], ['co_host_invitations', 'accepted_by'], ['stored_objects', 'owner_user_id'],
  ];
  const byPage: [string, string][] = [
    ['creator_profiles', 'id'], ['social_links', 'profile_id'], ['custom_links', 'profile_id'], ['voice_messages', 'creator_profile_id'],
    ['voice_replies', 'creator_profile_id'], ['email_subscribers', 'creator_profile_id'], ['page_view_days', 'profile_id'],
    ['page_view_buckets', 'profile_id'], ['page_visits', 'profile_id'], ['profile_counters', 'profile_id'], ['activity_buckets', 'profile_id'],
    ['gallery_media', 'profile_id'], ['stored_objects', 'owner_profile_id'], ['profile_storage', 'profile_id'], ['albums', 'profile_id'],
    ['books', 'profile_id'], ['listen_link_keys', 'profile_id'], ['notification_settings', 'creator_profile_id'],
    ['pending_digest_messages', 'creator_profile_id'], ['co_hosts', 'creator_profile_id'], ['co_host_invitations', 'creator_profile_id'],
    ['party_screens', 'profile_id'],
  ];
  const db = app.deps.db;
  const counts: Record<string, number> = {};
  const count = async (label: string, query: ReturnType<typeof sql<{ n: number | string }>>) => {
    const n = Number((await query.execute(db)).rows[0]?.n ?? 0);
    if (n > 0) counts[label] = n;
  };
  for (const [table, column] of byUser) await count(`${table}.${column}`, sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${ids.userId}`);
  for (const [table, column] of byPage) await count(`${table}.${column}`, sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${ids.profileId}`);
  for (const id of ids.messageIds) {
    await count(`voice_replies.voice_message_id`, sql<{ n: number }>`SELECT count(*) AS n FROM voice_replies WHERE voice_message_id = ${id}`);
    await count(`jobs(message ${id})`, sql<{ n: number }>`SELECT count(*) AS n FROM jobs WHERE key LIKE ${`%${id}%`}`);
  }
  await count('jobs(page)', sql<{ n: number }>`SELECT count(*) AS n FROM jobs WHERE key LIKE ${`%${ids.profileId}%`} OR payload LIKE ${`%${ids.profileId}%`}`);
  await count('admin_audit_log(detail)', sql<{ n: number }>`SELECT count(*) AS n FROM admin_audit_log WHERE detail LIKE ${`%${ids.profileId}%`}`);
  return counts;
}

/** The stored keys of an account's objects, read before it is deleted. */
export async function objectKeysOf(app: FastifyInstance, userId: string, profileId: string): Promise<string[]> {
  const rows = await app.deps.db
    .selectFrom('storedObjects')
    .select('key')
    .where((eb) => eb.or([eb('ownerProfileId', '=', profileId), eb('ownerUserId', '=', userId)]))
    .execute();
  return rows.map((r) => r.key);
}
