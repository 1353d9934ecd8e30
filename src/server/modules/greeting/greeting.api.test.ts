import { expect, it } from 'vitest';
import { PLAYABLE_AUDIO } from '../../audio/playable-copy.js';
import { createCreator, describeApp, type Creator, runDueJobs } from '../../test/harness.js';
import { adminCookie, createTestAdmin } from '../admin/admin.test-support.js';
import { audioFile, forgedRecordings, probe, uploadVoice } from '../messages/messages.test-support.js';
import { en } from '../../../shared/i18n/english.js';

interface Greeting {
  audioPath: string;
  duration: number;
  preparing: boolean;
}

describeApp('the host greeting: judged like a recording, copied, played by guests while the page is live', (ctx) => {
  const get = (url: string, cookie?: string) => ctx().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const uploadGreeting = (host: Creator | null, file: { bytes: Buffer; filename?: string; contentType?: string }) =>
    uploadVoice(ctx().app, file, { cookie: host?.cookie, purpose: 'greeting' });
  const saveGreeting = (host: Creator, audioPath: string) =>
    ctx().app.inject({ method: 'PUT', url: '/api/greeting', headers: { cookie: host.cookie }, payload: { audioPath } });
  const removeGreeting = (host: Creator) => ctx().app.inject({ method: 'DELETE', url: '/api/greeting', headers: { cookie: host.cookie } });
  const publicGreeting = async (host: Creator) =>
    ((await get(`/api/profile/${host.profile!.username}`)).json() as { profile: { greeting: Greeting | null } }).profile.greeting;
  const greetingObjects = (host: Creator) =>
    ctx().app.deps.db.selectFrom('storedObjects').select(['key', 'attached']).where('purpose', '=', 'greeting').where('ownerProfileId', '=', host.profile!.id).execute();
  const setActive = (host: Creator, isActive: boolean) =>
    ctx().app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { isActive } });

  async function waitForCopy(host: Creator): Promise<Greeting> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      await runDueJobs(ctx().app);
      const greeting = await publicGreeting(host);
      if (greeting && !greeting.preparing) return greeting;
      if (Date.now() > deadline) throw new Error('no playable copy of the greeting after 20 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Whether the store and the stored-objects table have let go of a '/objects/...' file. */
  async function gone(objectPath: string) {
    const key = objectPath.replace('/objects/', '');
    const row = await ctx().app.deps.db.selectFrom('storedObjects').select('key').where('key', '=', key).executeTakeFirst();
    return row === undefined && (await ctx().app.deps.store.head(key)) === null && (await get(objectPath)).statusCode === 404;
  }

  it('stores a good greeting with its measured length, makes its playable copy, and plays it to anyone while the page is live', async () => {
    const host = await createCreator(ctx().app);
    const source = audioFile('webm', 6, 523);
    const up = await uploadGreeting(host, source);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ duration: 6, path: expect.stringMatching(/^\/objects\/greeting\//) });

    const saved = await saveGreeting(host, up.json().path);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ audioPath: up.json().path, duration: 6, preparing: true });
    const own = (await get('/api/creator-profile', host.cookie)).json() as { greeting: Greeting };
    expect(own.greeting.duration).toBe(6);

    // The worker makes the copy; the public page then offers it instead of the original.
    const greeting = await waitForCopy(host);
    expect(greeting.audioPath).toMatch(/^\/objects\/greeting\/[\w-]+\.mp3$/);
    const played = await get(greeting.audioPath);
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe(PLAYABLE_AUDIO.contentType);
    const copy = probe(played.rawPayload);
    expect(copy).toMatchObject({ format: 'mp3', codec: 'mp3', channels: 1 });
    expect(Math.abs(copy.duration - 6)).toBeLessThan(0.3);
    // The original is kept untouched, and plays too.
    expect((await get(up.json().path)).rawPayload.equals(source.bytes)).toBe(true);
    expect(await greetingObjects(host)).toHaveLength(2);
    expect((await greetingObjects(host)).every((o) => o.attached === 1)).toBe(true);
    // The master admin's view of the page (written by the database) says the same.
    const admin = await adminCookie(ctx().app, await createTestAdmin(ctx().app));
    const detail = (await get(`/admin-api/users/${host.user.id}`, admin)).json() as { profile: { greeting: Greeting; prompts: string[] } };
    expect(detail.profile.greeting).toEqual(greeting);
    expect(detail.profile.prompts).toEqual([]);

    // Hidden: guests get 404 for the page and both files; the host still hears it.
    expect((await setActive(host, false)).statusCode).toBe(200);
    expect((await get(`/api/profile/${host.profile!.username}`)).statusCode).toBe(404);
    expect((await get(greeting.audioPath)).statusCode).toBe(404);
    expect((await get(up.json().path)).statusCode).toBe(404);
    expect((await get(greeting.audioPath, host.cookie)).statusCode).toBe(200);
    expect((await setActive(host, true)).statusCode).toBe(200);
    expect((await get(greeting.audioPath)).statusCode).toBe(200);
  });

  it('refuses a greeting over 30 s and a forged or non-audio file, and keeps nothing of them', async () => {
    const host = await createCreator(ctx().app);
    const long = await uploadGreeting(host, audioFile('webm', 31));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(en('errors.greeting_greeting_too_long'));
    // 600 s whose header claims 5 s: measured by decoding, not by the header.
    const forged = await uploadGreeting(host, forgedRecordings().mp3FrameCount);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(en('errors.greeting_greeting_too_long'));
    const text = await uploadGreeting(host, { bytes: Buffer.from('Hello, this is not audio at all.\n'.repeat(50)), filename: 'greeting.webm', contentType: 'audio/webm' });
    expect(text.statusCode).toBe(415);
    // A WebM header followed by noise: it looks like a recording, but no sample decodes from it.
    const head = audioFile('webm', 2).bytes.subarray(0, 300);
    const broken = await uploadGreeting(host, { bytes: Buffer.concat([head, Buffer.alloc(4000, 0x5a)]), filename: 'greeting.webm', contentType: 'audio/webm' });
    expect(broken.statusCode).toBe(415);
    expect(broken.json().message).toBe(en('errors.audio_unreadable'));
    const rows = await ctx().app.deps.db.selectFrom('storedObjects').select('key').where('purpose', '=', 'greeting').where('ownerUserId', '=', host.user.id).execute();
    expect(rows).toEqual([]);
    expect(await publicGreeting(host)).toBeNull();
  }, 120_000);

  it('takes only this host’s own greeting upload, and a greeting upload is never a guest message', async () => {
    const host = await createCreator(ctx().app);
    const other = await createCreator(ctx().app);
    expect((await uploadGreeting(null, audioFile('webm', 3))).statusCode).toBe(401);
    const mine = (await uploadGreeting(host, audioFile('webm', 3))).json().path as string;
    const guestUpload = (await uploadVoice(ctx().app, audioFile('webm', 3))).json().path as string;

    expect((await saveGreeting(other, mine)).json()).toMatchObject({ message: en('errors.greeting_greeting_not_usable') });
    expect((await saveGreeting(host, guestUpload)).statusCode).toBe(400);
    const asMessage = await ctx().app.inject({
      method: 'POST',
      url: '/api/voice-messages',
      payload: { creatorProfileId: host.profile!.id, senderEmail: 'guest@example.com', audioPath: mine, duration: 3 },
    });
    expect(asMessage.statusCode).toBe(400);
    expect((await ctx().app.inject({ method: 'PUT', url: '/api/greeting', payload: { audioPath: mine } })).statusCode).toBe(401);
    expect((await ctx().app.inject({ method: 'DELETE', url: '/api/greeting' })).statusCode).toBe(401);
    // Still the host's to use, once; a second save of the same upload finds it taken.
    expect((await saveGreeting(host, mine)).statusCode).toBe(200);
    expect((await saveGreeting(host, mine)).statusCode).toBe(400);
    expect(await publicGreeting(other)).toBeNull();
  });

  it('deletes the files of a replaced greeting and of a removed one', async () => {
    const host = await createCreator(ctx().app);
    const first = (await uploadGreeting(host, audioFile('webm', 4, 440))).json().path as string;
    expect((await saveGreeting(host, first)).statusCode).toBe(200);
    const firstCopy = (await waitForCopy(host)).audioPath;

    const second = (await uploadGreeting(host, audioFile('ogg', 7, 660))).json().path as string;
    const replaced = await saveGreeting(host, second);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ audioPath: second, duration: 7 });
    expect(await gone(first)).toBe(true);
    expect(await gone(firstCopy)).toBe(true);
    const secondCopy = (await waitForCopy(host)).audioPath;
    expect(probe((await get(secondCopy)).rawPayload).duration).toBeCloseTo(7, 0);
    expect((await greetingObjects(host)).map((o) => `/objects/${o.key}`).sort()).toEqual([second, secondCopy].sort());

    const removed = await removeGreeting(host);
    expect(removed.statusCode).toBe(204);
    expect(await publicGreeting(host)).toBeNull();
    expect(await gone(second)).toBe(true);
    expect(await gone(secondCopy)).toBe(true);
    expect(await greetingObjects(host)).toEqual([]);
    expect((await removeGreeting(host)).json()).toMatchObject({ message: en('errors.greeting_no_greeting') });
  });
});
