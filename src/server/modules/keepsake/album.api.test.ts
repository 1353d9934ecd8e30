import { expect, it } from 'vitest';
import { ALBUM_LIMITS } from '../../../shared/album.limits.js';
import { ALBUM_MSG } from '../../../shared/album.texts.js';
import type { AlbumState } from '../../../shared/album.schemas.js';
import ar from '../../../shared/i18n/ar/mail.json' with { type: 'json' };
import de from '../../../shared/i18n/de/mail.json' with { type: 'json' };
import { en } from '../../../shared/i18n/english.js';
import { englishIn } from '../../../shared/i18n/no-english.test-support.js';
import { ALBUM_AUDIO } from '../../audio/album-audio.js';
import { newId } from '../../ids.js';
import { createCreator, type Creator, describeApp } from '../../test/harness.js';
import { probeAlbum, sendMessage } from './album.test-support.js';
import { ALBUM_JOB } from './album.service.js';

const GAP = ALBUM_AUDIO.gapSeconds;

describeApp('the album', (ctx) => {
  const app = () => ctx().app;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    app().inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const start = (host: Creator, body: object = {}) => call('POST', '/api/keepsake/album', host.cookie, { timeZone: 'Europe/London', ...body });
  const state = async (host: Creator) => (await call('GET', '/api/keepsake/album', host.cookie)).json() as AlbumState;
  const albumJobs = (profileId: string) =>
    app().deps.db.selectFrom('jobs').selectAll().where('kind', '=', ALBUM_JOB).where('payload', 'like', `%${profileId}%`).execute();

  /** Runs the host's queued build here and now (this suite has no background worker), then reads the state. */
  async function build(host: Creator): Promise<AlbumState> {
    const [job] = (await albumJobs(host.profile!.id)).filter((j) => j.status === 'queued');
    expect(job, 'a queued album build').toBeDefined();
    expect(await app().deps.jobs.runNow(ALBUM_JOB, job!.key, 120_000)).toBe('done');
    return state(host);
  }

  async function download(host: Creator) {
    const res = await call('GET', '/api/keepsake/album/download', host.cookie);
    expect(res.statusCode).toBe(200);
    return { res, album: probeAlbum(res.rawPayload) };
  }

  /** A host whose guests left messages of these names and lengths, a minute apart (oldest first). */
  async function hostWith(messages: [name: string, seconds: number][]) {
    const host = await createCreator(app());
    const sent = [];
    for (const [name, seconds] of messages) sent.push(await sendMessage(app(), host.profile!.id, name, seconds));
    // Their own times, a minute apart: the album's order is the time each message arrived.
    for (const [i, m] of sent.entries()) {
      await app().deps.db.updateTable('voiceMessages').set({ createdAt: Date.UTC(2026, 5, 14, 18, i) }).where('id', '=', m.id).execute();
    }
    return { host, sent };
  }

  it("puts every message in one M4A, in time order, with the gaps, a chapter per guest and the host's name and date as its title", async () => {
    const { host, sent } = await hostWith([
      ['Anna Smith', 3],
      ['', 2],
      ['Zoë Ünal', 4],
    ]);
    // The second message's playable copy is made before the album; the others are made by the album's build itself.
    await app().deps.jobs.runNow('playable-copy', `message:${sent[1]!.id}`, 30_000);
    expect(await state(host)).toEqual({ status: 'none', progress: 0, error: null, file: null });

    const started = await start(host);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 'queued', progress: 0, file: null });
    const ready = await build(host);
    expect(ready).toMatchObject({ status: 'ready', progress: 100, error: null });
    expect(ready.file).toMatchObject({ messageCount: 3, skippedCount: 0, allMessages: true, outOfDate: false, fileName: 'Ada & Charles — Voxbook album.m4a' });

    const { res, album } = await download(host);
    expect(res.headers['content-type']).toBe('audio/mp4');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Ada & Charles - Voxbook album.m4a"; filename*=UTF-8''Ada%20%26%20Charles%20%E2%80%94%20Voxbook%20album.m4a`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(album).toMatchObject({ codec: 'aac', title: 'Ada & Charles — 14 June 2026', artist: 'Ada & Charles' });
    expect(album.format).toContain('m4a');
    expect(Math.abs(album.duration - (3 + 2 + 4 + 2 * GAP))).toBeLessThanOrEqual(1);
    expect(ready.file!.durationSeconds).toBe(Math.round(album.duration));
    expect(ready.file!.bytes).toBe(res.rawPayload.length);
    expect(album.chapters.map((c) => c.title)).toEqual(['Anna Smith', 'A Guest', 'Zoë Ünal']);
    // Each chapter starts where its message does: after the messages and gaps before it.
    expect(album.chapters[1]!.start).toBeCloseTo(3 + GAP, 0);
    expect(album.chapters[2]!.start).toBeCloseTo(3 + GAP + 2 + GAP, 0);

    // The messages that had no playable copy got theirs, through their own job, kept for the inbox too.
    const copies = await app().deps.db.selectFrom('voiceMessages').select('playablePath').where('creatorProfileId', '=', host.profile!.id).execute();
    expect(copies.every((c) => c.playablePath)).toBe(true);
    // The file is the host's alone: the public object door does not serve it.
    const [stored] = await app().deps.db.selectFrom('storedObjects').selectAll().where('purpose', '=', 'album').where('ownerProfileId', '=', host.profile!.id).execute();
    expect(stored).toMatchObject({ attached: 1, contentType: 'audio/mp4', size: res.rawPayload.length });
    expect((await call('GET', `/objects/${stored!.key}`, host.cookie)).statusCode).toBe(404);
  });

  it("tags the album in the host's language (their account's): German, Arabic, and English as before, built again when it changes", async () => {
    const { host } = await hostWith([
      ['Anna Smith', 2],
      ['', 2],
    ]);
    const language = async (value: string | null) =>
      expect((await call('PUT', '/api/auth/language', host.cookie, { language: value })).statusCode).toBe(200);
    const tagsOf = async () => {
      expect((await start(host)).statusCode).toBe(202);
      expect((await build(host)).status).toBe('ready');
      const { album } = await download(host);
      return { title: album.title, artist: album.artist, album: album.album, chapters: album.chapters.map((c) => c.title) };
    };
    const name = 'Ada & Charles';

    await language('de');
    const germanTags = await tagsOf();
    expect(germanTags).toEqual({ title: `${name} — 14. Juni 2026`, artist: name, album: de.album.album.replace('{{host}}', name), chapters: ['Anna Smith', de.layout.aGuest] });
    expect(de.album.album).toBe('{{host}} — Voxbook-Album');
    expect(englishIn([germanTags.title, germanTags.album, ...germanTags.chapters].join('\n'), 'de', ['mail'])).toEqual([]);

    await language('ar');
    expect(await tagsOf()).toEqual({ title: `${name} — 14 يونيو 2026`, artist: name, album: ar.album.album.replace('{{host}}', name), chapters: ['Anna Smith', ar.layout.aGuest] });

    await language(null);
    expect(await tagsOf()).toEqual({
      title: en('mail.album.title', { host: name, dates: '14 June 2026' }),
      artist: name,
      album: en('mail.album.album', { host: name }),
      chapters: ['Anna Smith', en('mail.layout.aGuest')],
    });
  });

  it('builds only the chosen messages, in the order they arrived whatever the order chosen', async () => {
    const { host, sent } = await hostWith([
      ['Ann', 2],
      ['Ben', 3],
      ['Cat', 2],
      ['Dan', 2],
    ]);
    expect((await start(host, { messageIds: [sent[3]!.id, sent[1]!.id, sent[3]!.id] })).statusCode).toBe(202);
    const ready = await build(host);
    expect(ready.file).toMatchObject({ messageCount: 2, allMessages: false });
    const { album } = await download(host);
    expect(album.chapters.map((c) => c.title)).toEqual(['Ben', 'Dan']);
    expect(Math.abs(album.duration - (3 + 2 + GAP))).toBeLessThanOrEqual(1);
  });

  it('answers a second start while a build is queued or running with that build, and never starts a second one', async () => {
    const { host } = await hostWith([['Ann', 2]]);
    const first = await start(host);
    expect(first.statusCode).toBe(202);
    const again = await start(host, { messageIds: undefined });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Many at once (a double click, two tabs): still the one build.
    const burst = await Promise.all(Array.from({ length: 5 }, () => start(host)));
    expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await albumJobs(host.profile!.id)).toHaveLength(1);

    // Running: still the same build.
    const [job] = await albumJobs(host.profile!.id);
    await app().deps.db.updateTable('albums').set({ buildStatus: 'building', buildProgress: 40 }).where('profileId', '=', host.profile!.id).execute();
    await app().deps.db.updateTable('jobs').set({ status: 'running', lockedBy: 'another-instance', lockedUntil: Date.now() + 60_000 }).where('id', '=', job!.id).execute();
    const whileRunning = await start(host);
    expect(whileRunning.statusCode).toBe(200);
    expect(whileRunning.json()).toMatchObject({ status: 'building', progress: 40 });
    expect(await albumJobs(host.profile!.id)).toHaveLength(1);
    await app().deps.db.updateTable('jobs').set({ status: 'queued', lockedBy: null, lockedUntil: null }).where('id', '=', job!.id).execute();
    expect((await build(host)).status).toBe('ready');

    // Once it is done, the same album is the answer: asked again at once, nothing is built again.
    const ready = await state(host);
    const same = await start(host);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(ready);
    expect(await albumJobs(host.profile!.id)).toHaveLength(1);
    // Another album (a choice of messages, or after a new message) is a new build.
    const [message] = await app().deps.db.selectFrom('voiceMessages').select('id').where('creatorProfileId', '=', host.profile!.id).execute();
    expect((await start(host, { messageIds: [message!.id] })).statusCode).toBe(202);
    expect(await albumJobs(host.profile!.id)).toHaveLength(2);
  });

  it('answers the ready album when the same one is asked for again, and builds anew once the messages changed', async () => {
    const { host, sent } = await hostWith([
      ['Ann', 2],
      ['Ben', 2],
    ]);
    const chosen = { messageIds: [sent[1]!.id, sent[0]!.id] };
    expect((await start(host, chosen)).statusCode).toBe(202);
    const ready = await build(host);
    // The same choice in another order, twice, and at once: the ready album each time, no build.
    for (const again of await Promise.all([start(host, { messageIds: [sent[0]!.id, sent[1]!.id] }), start(host, chosen)])) {
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(ready);
    }
    expect(await albumJobs(host.profile!.id)).toHaveLength(1);
    // Every message is not the same album as a choice of them, even of all of them.
    expect((await start(host)).statusCode).toBe(202);
    expect((await build(host)).file).toMatchObject({ allMessages: true, messageCount: 2 });
    expect((await start(host)).statusCode).toBe(200);
    await sendMessage(app(), host.profile!.id, 'Cat', 2);
    expect((await start(host)).statusCode).toBe(202);
    expect(await albumJobs(host.profile!.id)).toHaveLength(3);
  });

  it('is out of date once a message is added or deleted; the old file stays downloadable until the next build replaces it', async () => {
    const { host, sent } = await hostWith([
      ['Ann', 2],
      ['Ben', 2],
    ]);
    await start(host);
    const first = await build(host);
    expect(first.file!.outOfDate).toBe(false);
    const [firstObject] = await app().deps.db.selectFrom('storedObjects').select('key').where('purpose', '=', 'album').where('ownerProfileId', '=', host.profile!.id).execute();

    // Reading a message changes nothing.
    await call('PUT', `/api/voice-messages/${sent[0]!.id}`, host.cookie, { isRead: true, isPlayed: true });
    expect((await state(host)).file!.outOfDate).toBe(false);

    await sendMessage(app(), host.profile!.id, 'Cat', 2);
    const stale = await state(host);
    expect(stale).toMatchObject({ status: 'ready', file: { outOfDate: true, messageCount: 2 } });
    expect((await download(host)).album.chapters.map((c) => c.title)).toEqual(['Ann', 'Ben']);

    await start(host);
    const rebuilt = await build(host);
    expect(rebuilt.file).toMatchObject({ outOfDate: false, messageCount: 3 });
    expect((await download(host)).album.chapters.map((c) => c.title)).toEqual(['Ann', 'Ben', 'Cat']);
    // The replaced file is gone from the store and its row with it: one album per host.
    const objects = await app().deps.db.selectFrom('storedObjects').select('key').where('purpose', '=', 'album').where('ownerProfileId', '=', host.profile!.id).execute();
    expect(objects).toHaveLength(1);
    expect(objects[0]!.key).not.toBe(firstObject!.key);
    expect(await app().deps.store.head(firstObject!.key)).toBeNull();

    const deleted = await app().inject({ method: 'DELETE', url: `/api/voice-messages/${sent[1]!.id}`, headers: { cookie: host.cookie } });
    expect(deleted.statusCode).toBe(204);
    expect((await state(host)).file!.outOfDate).toBe(true);
  });

  it("lets another host neither build, read nor download yours, and a signed-out caller nothing at all", async () => {
    const { host, sent } = await hostWith([['Ann', 2]]);
    await start(host);
    await build(host);
    const other = await createCreator(app());

    expect(await state(other)).toEqual({ status: 'none', progress: 0, error: null, file: null });
    const theirs = await call('GET', '/api/keepsake/album/download', other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: en('errors.album_not_built'), code: 'album_not_built' });
    // Your messages are not theirs to put in an album: refused without telling whether they exist.
    const steal = await start(other, { messageIds: [sent[0]!.id] });
    expect(steal.statusCode).toBe(400);
    expect(steal.json().message).toBe(en('errors.album_unknown_messages'));
    expect(await albumJobs(other.profile!.id)).toHaveLength(0);

    for (const [method, url] of [
      ['POST', '/api/keepsake/album'],
      ['GET', '/api/keepsake/album'],
      ['GET', '/api/keepsake/album/download'],
    ] as const) {
      const res = await call(method, url, undefined, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses more than the limit with a clear 400, for a choice and for every message', async () => {
    const { host, sent } = await hostWith([['Ann', 2]]);
    const tooMany = [sent[0]!.id, ...Array.from({ length: ALBUM_LIMITS.maxMessages }, () => newId())];
    const chosen = await start(host, { messageIds: tooMany });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json().message).toBe(ALBUM_MSG.tooManyChosen(ALBUM_LIMITS.maxMessages + 1));
    expect(chosen.json().message).toContain('up to 600 messages');

    // A host with more messages than an album holds (rows as a long party leaves them).
    const { db } = app().deps;
    const rows = Array.from({ length: ALBUM_LIMITS.maxMessages }, (_, i) => ({
      id: newId(),
      creatorProfileId: host.profile!.id,
      senderName: `Guest ${i}`,
      senderEmail: 'g@example.com',
      audioPath: `/objects/voice/${newId()}.wav`,
      duration: 30,
      isRead: 0,
      isPlayed: 0,
      hasReplied: 0,
      createdAt: Date.now() + i,
    }));
    for (let i = 0; i < rows.length; i += 100) await db.insertInto('voiceMessages').values(rows.slice(i, i + 100)).execute();
    const all = await start(host);
    expect(all.statusCode).toBe(400);
    expect(all.json().message).toBe(ALBUM_MSG.tooManyMessages(ALBUM_LIMITS.maxMessages + 1));
    expect(await albumJobs(host.profile!.id)).toHaveLength(0);

    const none = await createCreator(app());
    const empty = await start(none);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(en('errors.album_no_messages'));
  });
}, (config) => {
  // No background worker: each test runs the builds it starts (jobs.runNow), so "while building" is a fact, not a race.
  config.jobs.concurrency = 0;
});
