import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { expect, it } from 'vitest';
import { en } from '../../../shared/i18n/english.js';
import { DEFAULT_RATE_LIMITS } from '../../config.js';
import { settleBackgroundTasks } from '../accounts/background-tasks.js';
import { createCreator, describeEachDatabase, runDueJobs } from '../../test/harness.js';
import { sendGuestMessage } from '../messages/messages.test-support.js';
import { erasureToken } from './erasure-token.js';

async function erasureMails(dataDir: string, email: string) {
  const dir = path.join(dataDir, 'outbox');
  const found = [];
  for (const f of (await readdir(dir).catch(() => [])).filter((n) => n.endsWith('.eml')).sort()) {
    const mail = await PostalMime.parse(await readFile(path.join(dir, f)));
    if (mail.to?.some((t) => t.address === email) && /\/forget\?token=/.test(mail.text ?? '')) found.push(mail);
  }
  return found;
}
const tokenIn = (text: string) => decodeURIComponent(/\/forget\?token=([^\s]+)/.exec(text)![1]!);

describeEachDatabase('a guest erases what they left', (ctx) => {
  it('asks by email, gets a link in their language, deletes the messages they choose: recording, copy, reply and subscription gone, the host sees one withdrawn', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const profileId = host.profile!.id;
    const guest = 'leaving.guest@example.com';
    const kept = await sendGuestMessage(app, profileId, { senderEmail: guest, senderName: 'Grace' });
    const gone = await sendGuestMessage(app, profileId, { senderEmail: guest, senderName: 'Grace H.', subscribeToNewsletter: true });
    const someoneElse = await sendGuestMessage(app, profileId, { senderEmail: 'other.guest@example.com' });
    await runDueJobs(app);
    const goneRow = await app.deps.db.selectFrom('voiceMessages').select(['audioPath', 'playablePath']).where('id', '=', gone.id).executeTakeFirstOrThrow();
    expect(goneRow.playablePath).not.toBeNull();

    const asked = await app.inject({ method: 'POST', url: '/api/erasure-requests', payload: { username: host.profile!.username, email: guest, language: 'de' } });
    expect(asked.statusCode).toBe(202);
    await settleBackgroundTasks(app.deps);
    const [mail] = await erasureMails(app.deps.config.dataDir, guest);
    expect(mail!.subject).toBe('Deine Nachrichten auf Ada & Charles');
    const token = tokenIn(mail!.text!);

    const listed = await app.inject({ method: 'GET', url: `/api/erasure?token=${encodeURIComponent(token)}` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().messages.map((m: { id: string }) => m.id).sort()).toEqual([kept.id, gone.id].sort());
    expect(listed.body).not.toContain(someoneElse.id);
    expect(listed.body).not.toContain('/objects/');

    // Someone else's message id in the list is ignored: only the link's address's messages go.
    const del = await app.inject({ method: 'POST', url: '/api/erasure/delete', payload: { token, messageIds: [gone.id, someoneElse.id] } });
    expect(del.json()).toEqual({ deleted: 1 });
    expect(await app.deps.db.selectFrom('voiceMessages').select('id').where('id', '=', gone.id).executeTakeFirst()).toBeUndefined();
    expect(await app.deps.db.selectFrom('voiceMessages').select('id').where('id', 'in', [kept.id, someoneElse.id]).execute()).toHaveLength(2);
    for (const p of [goneRow.audioPath, goneRow.playablePath!]) {
      expect(await app.deps.store.head(p.replace('/objects/', ''))).toBeNull();
      expect(await app.deps.db.selectFrom('storedObjects').select('key').where('key', '=', p.replace('/objects/', '')).executeTakeFirst()).toBeUndefined();
    }
    // One message is left: the subscription stays, counting it; with the last one it goes.
    const sub = () => app.deps.db.selectFrom('emailSubscribers').select('messageCount').where('creatorProfileId', '=', profileId).where('email', '=', guest).executeTakeFirst();
    expect(await sub()).toBeDefined();
    expect((await app.inject({ method: 'POST', url: '/api/erasure/delete', payload: { token, messageIds: [kept.id] } })).json()).toEqual({ deleted: 1 });
    expect(await sub()).toBeUndefined();
    expect(await app.deps.db.selectFrom('jobs').select('key').where('key', 'like', `%${gone.id}%`).execute()).toEqual([]);

    const withdrawn = await app.inject({ method: 'GET', url: '/api/voice-messages/withdrawn', headers: { cookie: host.cookie } });
    expect(withdrawn.json()).toEqual({ count: 2 });
    const inbox = (await app.inject({ method: 'GET', url: '/api/voice-messages', headers: { cookie: host.cookie } })).json() as { id: string }[];
    expect(inbox.map((m) => m.id)).toEqual([someoneElse.id]);
  }, 60_000);

  it('answers the same whether or not the address left anything, and mails only an address that did', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    await sendGuestMessage(app, host.profile!.id, { senderEmail: 'was.here@example.com' });
    const answers = [];
    for (const [username, email] of [
      [host.profile!.username, 'was.here@example.com'],
      [host.profile!.username, 'never.here@example.com'],
      ['no_such_page_xyz', 'was.here@example.com'],
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/erasure-requests', payload: { username, email } });
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await settleBackgroundTasks(app.deps);
    expect(await erasureMails(app.deps.config.dataDir, 'was.here@example.com')).toHaveLength(1);
    expect(await erasureMails(app.deps.config.dataDir, 'never.here@example.com')).toHaveLength(0);
  });

  it('a forged, altered or expired link opens nothing', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const m = await sendGuestMessage(app, host.profile!.id, { senderEmail: 'a.guest@example.com' });
    const secret = app.deps.config.sessionSecret;
    const target = { profileId: host.profile!.id, email: 'a.guest@example.com' };
    const expired = erasureToken(secret, { ...target, expiresAt: Date.now() - 1000 });
    const forged = erasureToken('not the secret', { ...target, expiresAt: Date.now() + 3600_000 });
    const valid = erasureToken(secret, { ...target, expiresAt: Date.now() + 3600_000 });
    const otherAddress = valid.replace(Buffer.from(target.email).toString('base64url'), Buffer.from('b.guest@example.com').toString('base64url'));
    for (const token of [expired, forged, otherAddress]) {
      const res = await app.inject({ method: 'GET', url: `/api/erasure?token=${encodeURIComponent(token)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: en('errors.erasure_link_invalid'), code: 'erasure_link_invalid' });
      expect((await app.inject({ method: 'POST', url: '/api/erasure/delete', payload: { token, messageIds: [m.id] } })).statusCode).toBe(404);
    }
    expect(await app.deps.db.selectFrom('voiceMessages').select('id').where('id', '=', m.id).executeTakeFirst()).toBeDefined();
  });
});

describeEachDatabase(
  'erasure requests are rate limited',
  (ctx) => {
    it('five requests per browser in ten minutes, then 429', async () => {
      const { app } = ctx();
      const host = await createCreator(app);
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await app.inject({ method: 'POST', url: '/api/erasure-requests', payload: { username: host.profile!.username, email: `x${i}@example.com` } })).statusCode);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    });
  },
  (config) => {
    config.rateLimits.erasure = DEFAULT_RATE_LIMITS.erasure;
  },
);
