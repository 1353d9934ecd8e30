import type { FastifyInstance } from 'fastify';
import { cookiesFrom } from '../../test/harness.js';
import { createAdmin } from './admin-auth.service.js';

let counter = 0;
export const ADMIN_PASSWORD = 'admin password 123';

export interface TestAdmin {
  id: string;
  username: string;
  password: string;
}

/** An admin account as the CLI would create it. */
export async function createTestAdmin(app: FastifyInstance, opts: { superAdmin?: boolean; email?: string } = {}): Promise<TestAdmin> {
  const username = `admin_${Date.now().toString(36)}_${++counter}`;
  const row = await createAdmin(app.deps, {
    username,
    password: ADMIN_PASSWORD,
    email: opts.email,
    isSuperAdmin: opts.superAdmin ?? false,
  });
  return { id: row.id, username, password: ADMIN_PASSWORD };
}

export async function adminLogin(app: FastifyInstance, admin: { username: string; password: string }) {
  return app.inject({ method: 'POST', url: '/admin-api/login', payload: { username: admin.username, password: admin.password } });
}

/** Signs the admin in through the API and returns the cookie header a browser would send back. */
export async function adminCookie(app: FastifyInstance, admin: { username: string; password: string }): Promise<string> {
  const res = await adminLogin(app, admin);
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return cookiesFrom(res);
}

/** There is no API to deactivate an admin (docs/product-spec.md has none); an operator does it in the database. */
export async function setAdminActive(app: FastifyInstance, adminId: string, active: boolean) {
  await app.deps.db.updateTable('adminUsers').set({ isActive: active ? 1 : 0 }).where('id', '=', adminId).execute();
}

/** A registered creator with chosen names (and a profile with the chosen username). */
export async function seedCreator(
  app: FastifyInstance,
  p: { email: string; firstName: string; lastName: string; username?: string; password?: string },
) {
  const reg = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { email: p.email, password: p.password ?? 'creator password 1', firstName: p.firstName, lastName: p.lastName },
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const cookie = cookiesFrom(reg);
  let profile: { id: string; username: string; gallerySlug: string } | undefined;
  if (p.username) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/creator-profile',
      headers: { cookie },
      payload: { username: p.username, displayName: `${p.firstName} & Co` },
    });
    if (res.statusCode !== 201) throw new Error(`profile failed: ${res.statusCode} ${res.body}`);
    profile = res.json();
  }
  return { id: reg.json().id as string, cookie, profile };
}

let rowCounter = 0;
/**
 * Activity rows as the voice and stats areas write them (their own suites prove how they get there);
 * the admin area only counts them.
 */
export async function seedActivity(
  app: FastifyInstance,
  profileId: string,
  n: { messages?: number; subscribers?: number; replies?: number; viewsByDay?: Record<string, number>; senderName?: string | null },
) {
  const db = app.deps.db;
  const now = Date.now();
  const messageIds: string[] = [];
  for (let i = 0; i < (n.messages ?? 0); i++) {
    const id = `msg-${now}-${++rowCounter}`;
    messageIds.push(id);
    await db
      .insertInto('voiceMessages')
      .values({
        id,
        creatorProfileId: profileId,
        senderName: n.senderName === undefined ? `Guest ${i}` : n.senderName,
        senderEmail: `guest${i}@example.com`,
        audioPath: `/objects/voice/${id}.webm`,
        duration: 5,
        isRead: 0,
        isPlayed: 0,
        hasReplied: 0,
        createdAt: now + i,
      })
      .execute();
  }
  for (let i = 0; i < (n.subscribers ?? 0); i++) {
    await db
      .insertInto('emailSubscribers')
      .values({ id: `sub-${now}-${++rowCounter}`, creatorProfileId: profileId, email: `sub${i}.${rowCounter}@example.com`, senderName: null, messageCount: 1, createdAt: now, updatedAt: now })
      .execute();
  }
  for (let i = 0; i < (n.replies ?? 0); i++) {
    const id = `rep-${now}-${++rowCounter}`;
    await db
      .insertInto('voiceReplies')
      .values({
        id,
        voiceMessageId: messageIds[i % messageIds.length]!,
        creatorProfileId: profileId,
        audioPath: `/objects/voice/${id}.webm`,
        duration: 4,
        tokenHash: id,
        emailStatus: 'sent',
        createdAt: now,
        sentAt: now,
      })
      .execute();
  }
  for (const [day, views] of Object.entries(n.viewsByDay ?? {})) {
    await db.insertInto('pageViewDays').values({ profileId, day, views }).execute();
  }
  return { messageIds };
}
