import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { en } from '../../../shared/i18n/english.js';
import { createCreator, describeApp } from '../../test/harness.js';
import { sendGuestMessage, uploadVoice, wav } from './messages.test-support.js';

describeApp('voice messages', (ctx) => {
  const post = (payload: Record<string, unknown>) => ctx().app.inject({ method: 'POST', url: '/api/voice-messages', payload });
  const freshUpload = async () => (await uploadVoice(ctx().app, { bytes: wav(2) })).json().path as string;
  const list = (cookie: string, query = '') => ctx().app.inject({ method: 'GET', url: `/api/voice-messages${query}`, headers: { cookie } });
  const subscribers = (profileId: string) =>
    ctx().app.deps.db.selectFrom('emailSubscribers').selectAll().where('creatorProfileId', '=', profileId).execute();
  const storedRow = (p: string) =>
    ctx().app.deps.db.selectFrom('storedObjects').selectAll().where('key', '=', p.replace('/objects/', '')).executeTakeFirst();

  it('lets a guest send a message that the host then sees, newest first, with the product spec fields', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const audioPath = await freshUpload();
    const res = await post({ creatorProfileId: host.profile!.id, senderName: '  Grace  ', senderEmail: ' Grace@Example.COM ', audioPath, duration: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      creatorProfileId: host.profile!.id,
      senderName: 'Grace',
      senderEmail: 'grace@example.com',
      audioPath,
      duration: 2,
      isRead: false,
      isPlayed: false,
      hasReplied: false,
    });
    expect(new Date(res.json().createdAt).toISOString()).toBe(res.json().createdAt);
    expect((await storedRow(audioPath))?.attached).toBe(1);

    const second = await sendGuestMessage(app, host.profile!.id, { senderName: '   ' });
    const listed = await list(host.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((m: { id: string }) => m.id)).toEqual([second.id, res.json().id]);
    expect(listed.json()[0].senderName).toBeNull(); // blank name omitted
    expect(listed.headers['x-total-count']).toBe('2');
  });

  it('pages through many messages with ?limit and ?before (default 50, max 100)', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.unshift((await sendGuestMessage(app, host.profile!.id, { senderName: `G${i}` })).id);
    const first = await list(host.cookie, '?limit=2');
    expect(first.json().map((m: { id: string }) => m.id)).toEqual(ids.slice(0, 2));
    const next = await list(host.cookie, `?limit=2&before=${first.json()[1].id}`);
    expect(next.json().map((m: { id: string }) => m.id)).toEqual(ids.slice(2, 4));
    const last = await list(host.cookie, `?limit=2&before=${next.json()[1].id}`);
    expect(last.json().map((m: { id: string }) => m.id)).toEqual(ids.slice(4));
    expect((await list(host.cookie)).json()).toHaveLength(5);
    expect((await list(host.cookie, '?limit=101')).statusCode).toBe(400);
    expect((await list(host.cookie, '?limit=0')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown or inactive profile', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    expect((await post({ creatorProfileId: 'nope', senderEmail: 'a@example.com', audioPath: await freshUpload(), duration: 3 })).statusCode).toBe(404);
    await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { isActive: false } });
    const res = await post({ creatorProfileId: host.profile!.id, senderEmail: 'a@example.com', audioPath: await freshUpload(), duration: 3 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(en('errors.profile_not_found'));
  });

  it.each([
    [{ senderEmail: undefined }, 'senderEmail', en('errors.email_required')],
    [{ senderEmail: '   ' }, 'senderEmail', en('errors.email_required')],
    [{ senderEmail: 'not-an-email' }, 'senderEmail', en('errors.invalid_email')],
    [{ duration: 0 }, 'duration', en('errors.duration_invalid')],
    [{ duration: 2.5 }, 'duration', en('errors.duration_invalid')],
    [{ duration: 61 }, 'duration', en('errors.recording_too_long')],
    [{ senderName: 'x'.repeat(101) }, 'senderName', 'Name must be at most 100 characters'],
    [{ audioPath: '/etc/passwd' }, 'audioPath', 'Must be a path returned by an upload'],
    [{ subscribeToNewsletter: 'yes' }, 'subscribeToNewsletter', undefined],
  ])('refuses %o with 400 and a clear message', async (change, field, message) => {
    const { app } = ctx();
    const host = await createCreator(app);
    const payload = { creatorProfileId: host.profile!.id, senderEmail: 'a@example.com', audioPath: await freshUpload(), duration: 3, ...change };
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBeTruthy();
    if (message) expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBeTruthy();
  });

  it("refuses an audioPath that is not an unattached upload of at most 60 s: reused, unknown, or a host's long one", async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const sent = await sendGuestMessage(app, host.profile!.id);
    const base = { creatorProfileId: host.profile!.id, senderEmail: 'b@example.com', duration: 2 };
    const reused = await post({ ...base, audioPath: sent.audioPath });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: en('errors.audio_path_invalid'), code: 'audio_path_invalid' });
    expect((await post({ ...base, audioPath: '/objects/voice/never-uploaded.webm' })).statusCode).toBe(400);
    // A signed-in host may upload 100 s (a reply's length), but that never becomes a guest's message.
    const long = await uploadVoice(app, { bytes: wav(100) }, { cookie: host.cookie });
    expect(long.statusCode).toBe(200);
    const refused = await post({ ...base, audioPath: long.json().path, duration: 60 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(en('errors.recording_too_long'));
    expect((await list(host.cookie)).json()).toHaveLength(1);
  });

  it("lets a signed-in host leave a guest message on another host's page, with the measured duration", async () => {
    const { app } = ctx();
    const [host, visitor] = [await createCreator(app), await createCreator(app)];
    const up = await uploadVoice(app, { bytes: wav(7) }, { cookie: visitor.cookie });
    const res = await post({ creatorProfileId: host.profile!.id, senderEmail: 'visiting.host@example.com', audioPath: up.json().path, duration: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ duration: 7, senderEmail: 'visiting.host@example.com' });
    expect((await list(host.cookie)).json()[0]).toMatchObject({ duration: 7 });
  });

  it('adds newsletter subscribers once per email, counting messages and keeping the name', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const pid = host.profile!.id;
    await sendGuestMessage(app, pid, { senderName: 'Grace Hopper', senderEmail: 'grace@example.com', subscribeToNewsletter: true });
    await sendGuestMessage(app, pid, { senderName: undefined, senderEmail: 'GRACE@example.com', subscribeToNewsletter: true });
    await sendGuestMessage(app, pid, { senderName: 'Ann', senderEmail: 'ann@example.com', subscribeToNewsletter: false });
    await sendGuestMessage(app, pid, { senderEmail: 'ann@example.com' }); // default: not subscribed
    const rows = await subscribers(pid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'grace@example.com', senderName: 'Grace Hopper', messageCount: 2 });
    await sendGuestMessage(app, pid, { senderName: 'Grace H.', senderEmail: 'grace@example.com', subscribeToNewsletter: true });
    expect((await subscribers(pid))[0]).toMatchObject({ senderName: 'Grace H.', messageCount: 3 });
  });

  it('lets only one of two simultaneous sends claim a recording, and counts simultaneous subscribers twice', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const pid = host.profile!.id;
    const audioPath = await freshUpload();
    const base = { creatorProfileId: pid, senderEmail: 'race@example.com', duration: 2, subscribeToNewsletter: true };
    const pair = await Promise.all([post({ ...base, audioPath }), post({ ...base, audioPath })]);
    // One stores the message; the other, the same message sent twice, is answered with it.
    expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(pair[0]!.json().id).toBe(pair[1]!.json().id);
    expect(((await list(host.cookie)).json() as { audioPath: string }[]).filter((m) => m.audioPath === audioPath)).toHaveLength(1);
    const [p1, p2] = await Promise.all([freshUpload(), freshUpload()]);
    const both = await Promise.all([post({ ...base, audioPath: p1 }), post({ ...base, audioPath: p2 })]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await subscribers(pid))[0]).toMatchObject({ email: 'race@example.com', messageCount: 3 });
  });

  it('answers a message sent again (its first answer lost) with the stored one, and stores nothing twice', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const audioPath = await freshUpload();
    const body = { creatorProfileId: host.profile!.id, senderName: 'Ada', senderEmail: 'ada@example.com', duration: 2, audioPath, subscribeToNewsletter: true };
    const first = await post(body);
    expect(first.statusCode).toBe(201);
    const again = await post({ ...body, senderEmail: 'ADA@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await list(host.cookie)).json()).toHaveLength(1);
    expect(await subscribers(host.profile!.id)).toEqual([expect.objectContaining({ email: 'ada@example.com', messageCount: 1 })]);
    // Someone else with the same recording's path gets nothing of it.
    const other = await post({ ...body, senderEmail: 'eve@example.com' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ message: en('errors.audio_path_invalid'), code: 'audio_path_invalid', errors: { audioPath: en('errors.audio_path_invalid') } });
  });

  it('writes nothing when the message insert fails: the upload stays unattached and no subscriber is counted', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const pid = host.profile!.id;
    const audioPath = await freshUpload();
    // A row that already uses this recording makes the insert fail after the upload was claimed.
    await app.deps.db
      .insertInto('voiceMessages')
      .values({ id: 'clash', creatorProfileId: pid, senderName: null, senderEmail: 'x@example.com', audioPath, duration: 1, isRead: 0, isPlayed: 0, hasReplied: 0, createdAt: Date.now() })
      .execute();
    const res = await post({ creatorProfileId: pid, senderEmail: 'new@example.com', audioPath, duration: 2, subscribeToNewsletter: true });
    expect(res.statusCode).toBe(400);
    expect((await storedRow(audioPath))?.attached).toBe(0);
    expect(await subscribers(pid)).toHaveLength(0);
    expect((await list(host.cookie)).json().map((m: { id: string }) => m.id)).toEqual(['clash']);
  });

  it('marks read and played, only for the owner; another creator gets 404', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const other = await createCreator(app);
    const m = await sendGuestMessage(app, host.profile!.id);
    const put = (cookie: string, payload: unknown, id = m.id) =>
      app.inject({ method: 'PUT', url: `/api/voice-messages/${id}`, headers: { cookie }, payload: payload as object });
    expect((await put(other.cookie, { isRead: true })).statusCode).toBe(404);
    expect((await put(host.cookie, { isRead: true })).json()).toMatchObject({ isRead: true, isPlayed: false });
    expect((await put(host.cookie, { isPlayed: true })).json()).toMatchObject({ isRead: true, isPlayed: true });
    expect((await put(host.cookie, {})).statusCode).toBe(400);
    expect((await put(host.cookie, { isRead: 'yes' })).statusCode).toBe(400);
    expect((await put(host.cookie, { isRead: true }, 'missing')).statusCode).toBe(404);
    expect((await list(other.cookie)).json()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/voice-messages' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: `/api/voice-messages/${m.id}`, payload: { isRead: true } })).statusCode).toBe(401);
  });

  it('deletes a message and its recording from the store; another creator cannot', async () => {
    const { app, config } = ctx();
    const host = await createCreator(app);
    const other = await createCreator(app);
    const m = await sendGuestMessage(app, host.profile!.id);
    const file = path.join(config.dataDir, 'objects', m.audioPath.replace('/objects/', ''));
    expect(existsSync(file)).toBe(true);
    expect((await app.inject({ method: 'DELETE', url: `/api/voice-messages/${m.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect(existsSync(file)).toBe(true);
    const del = await app.inject({ method: 'DELETE', url: `/api/voice-messages/${m.id}`, headers: { cookie: host.cookie } });
    expect(del.statusCode).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect(await storedRow(m.audioPath)).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: m.audioPath })).statusCode).toBe(404);
    expect((await list(host.cookie)).json()).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url: `/api/voice-messages/${m.id}`, headers: { cookie: host.cookie } })).statusCode).toBe(404);
  });
});
