import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { ListenLink } from '../../../shared/book.schemas.js';
import type { CoHostsOverview } from '../../../shared/co-hosts.schemas.js';
import { type Creator, createCreator, describeEachDatabase, type Host, runDueJobs } from '../../test/harness.js';
import { joinAsCoHost, latestReplyToken, uploadImage, uploadReply } from '../../test/security/security-fixtures.js';
import { audioFile, sendGuestMessage, uploadVoice, waitForPlayable } from '../messages/messages.test-support.js';

const MINUTE = 60_000;
/** Each case records, converts and replies for real (ffmpeg): minutes on a busy machine. */
const SLOW = 180_000;

const get = (app: FastifyInstance, url: string, cookie?: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: cookie ? { cookie } : {} });
const listenLinks = async (app: FastifyInstance, cookie: string) => {
  const res = await get(app, '/api/keepsake/listen-links', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ListenLink[]).map((l) => new URL(l.url).pathname);
};
/** The signed audio URL a listen page plays, as the browser reads it from the HTML. */
const audioOf = (body: string) => /<audio[^>]* src="([^"]+)"/.exec(body)?.[1]?.replaceAll('&amp;', '&');

/** Whether the owner's Co-hosts overview marks this co-host as handed the listen links. */
const handedLinks = async (app: FastifyInstance, owner: Creator, coHost: Creator) => {
  const overview = (await get(app, '/api/co-hosts', owner.cookie)).json() as CoHostsOverview;
  return overview.hosts.find((h) => h.userId === coHost.user.id)?.hasListenLinks;
};

/** An owner with a co-host, and a creator of another page. */
async function hosts(app: FastifyInstance) {
  const owner = (await createCreator(app)) as Host;
  const coHost = await joinAsCoHost(app, owner, (await createCreator(app)) as Host);
  const stranger = (await createCreator(app)) as Host;
  return { owner, coHost, stranger };
}

/** A guest's message with its playable copy, and the owner's reply to it with its copy: the four private files. */
async function recordings(app: FastifyInstance, owner: Host, withReply = true) {
  const message = await sendGuestMessage(app, owner.profile.id, { senderName: 'Nadia' });
  const messageCopy = await waitForPlayable(app, 'message', message.id);
  if (!withReply) return { message, paths: [message.audioPath as string, messageCopy] };
  const replyPath = await uploadReply(app, owner.cookie);
  const sent = await app.inject({ method: 'POST', url: '/api/voice-replies', headers: { cookie: owner.cookie }, payload: { voiceMessageId: message.id, audioPath: replyPath, duration: 2 } });
  expect(sent.statusCode, sent.body).toBe(201);
  const replyCopy = await waitForPlayable(app, 'reply', sent.json().id);
  return { message, paths: [message.audioPath as string, messageCopy, replyPath, replyCopy] };
}

describeEachDatabase('private recordings: heard by the page’s hosts, or through a signed URL of minutes', (ctx) => {
  it("serves a guest's message, a reply and their playable copies to the owner and the current co-host only, never to a shared cache", async () => {
    const { app } = ctx();
    const { owner, coHost, stranger } = await hosts(app);
    const { paths } = await recordings(app, owner);
    for (const path of paths) {
      // The URL alone used to open it, to anyone, for an hour of any cache.
      for (const method of ['GET', 'HEAD'] as const) {
        const anonymous = await get(app, path, undefined, method);
        expect(anonymous.statusCode, `${method} ${path} without a session`).toBe(404);
      }
      expect((await get(app, path, stranger.cookie)).statusCode, `${path} as another page's host`).toBe(404);
      for (const host of [owner, coHost]) {
        const res = await get(app, path, host.cookie);
        expect(res.statusCode, path).toBe(200);
        // Asked again on every play: a browser keeps nothing it may play after its host lost the page.
        expect(res.headers['cache-control'], path).toBe('private, no-cache');
      }
    }
  }, SLOW);

  it("keeps the guest page's greeting and pictures public, and the guest's /r/ page plays the reply", async () => {
    const { app } = ctx();
    const { owner } = await hosts(app);
    await recordings(app, owner);
    const up = await uploadVoice(app, audioFile('webm', 3), { cookie: owner.cookie, purpose: 'greeting' });
    expect((await app.inject({ method: 'PUT', url: '/api/greeting', headers: { cookie: owner.cookie }, payload: { audioPath: up.json().path } })).statusCode).toBe(200);
    await runDueJobs(app);
    const greeting = (await get(app, `/api/profile/${owner.profile.username}`)).json().profile.greeting as { audioPath: string };
    expect((await get(app, greeting.audioPath)).statusCode).toBe(200);
    const picture = await uploadImage(app, owner.cookie, 21);
    const image = await get(app, picture);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('public');
    const token = await latestReplyToken(app.deps.config.dataDir);
    const page = await get(app, `/r/${token}`);
    expect(page.statusCode).toBe(200);
    expect((await get(app, `/r/${token}/audio`)).statusCode).toBe(200);
  }, SLOW);

  it('a listen page signs its audio for minutes: altered, moved to another file, expired or on a hidden page, it opens nothing', async () => {
    const { app } = ctx();
    const { owner } = await hosts(app);
    const { message, paths } = await recordings(app, owner);
    const [link] = await listenLinks(app, owner.cookie);
    const signed = audioOf((await get(app, link!)).body)!;
    expect(signed).toMatch(new RegExp(`^${paths[1]}\\?expires=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    const res = await get(app, signed);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const { expires, sig } = Object.fromEntries(new URL(signed, 'http://x').searchParams) as { expires: string; sig: string };
    const altered = sig.startsWith('A') ? `B${sig.slice(1)}` : `A${sig.slice(1)}`;
    for (const url of [
      `${paths[1]}?expires=${expires}&sig=${altered}`,
      `${paths[1]}?expires=${Number(expires) + 3600}&sig=${sig}`,
      // The same signature on the guest's original, or on the reply: bound to its one key.
      `${message.audioPath}?expires=${expires}&sig=${sig}`,
      `${paths[3]}?expires=${expires}&sig=${sig}`,
      `${paths[1]}?sig=${sig}`,
    ])
      expect((await get(app, url)).statusCode, url).toBe(404);

    try {
      app.deps.now = () => Date.now() + 36 * MINUTE;
      expect((await get(app, signed)).statusCode, 'after its minutes').toBe(404);
      // The page itself signs again.
      expect((await get(app, audioOf((await get(app, link!)).body)!)).statusCode).toBe(200);
    } finally {
      app.deps.now = Date.now;
    }
    const setActive = (isActive: boolean) => app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: owner.cookie }, payload: { isActive } });
    expect((await setActive(false)).statusCode).toBe(200);
    expect((await get(app, signed)).statusCode, 'on a hidden page').toBe(404);
    expect((await get(app, paths[1]!, owner.cookie)).statusCode, 'the owner still hears it').toBe(200);
    expect((await setActive(true)).statusCode).toBe(200);
  }, SLOW);

  it('removing a co-host ends every door: their session, their signed URLs within minutes, and the listen links they were handed', async () => {
    const { app } = ctx();
    const { owner, coHost } = await hosts(app);
    const { paths } = await recordings(app, owner);
    // The co-host lists the links (as the book prints them) and opens one, as a browser would.
    const seen = await listenLinks(app, coHost.cookie);
    const signed = audioOf((await get(app, seen[0]!)).body)!;
    expect((await get(app, signed)).statusCode).toBe(200);
    // The owner's Co-hosts card knows, and says so before the removal: printed codes will stop working.
    expect(await handedLinks(app, owner, coHost)).toBe(true);

    const removed = await app.inject({ method: 'DELETE', url: `/api/co-hosts/${coHost.user.id}`, headers: { cookie: owner.cookie } });
    expect(removed.statusCode, removed.body).toBe(204);
    for (const path of paths) {
      expect((await get(app, path, coHost.cookie)).statusCode, `${path} with the removed co-host's cookie`).toBe(404);
      expect((await get(app, path, owner.cookie)).statusCode, path).toBe(200);
    }
    // Their saved listen link is renewed away; the owner's new one opens.
    const link = await get(app, seen[0]!);
    expect(link.statusCode).toBe(404);
    expect(link.body).not.toContain('<audio');
    const fresh = await listenLinks(app, owner.cookie);
    expect(fresh[0]).not.toBe(seen[0]);
    expect((await get(app, fresh[0]!)).statusCode).toBe(200);
    // A signed URL they copied dies with its minutes.
    try {
      app.deps.now = () => Date.now() + 36 * MINUTE;
      expect((await get(app, signed)).statusCode).toBe(404);
    } finally {
      app.deps.now = Date.now;
    }
  }, SLOW);

  it("removing a co-host who was never handed the listen links leaves the printed links working", async () => {
    const { app } = ctx();
    const { owner, coHost } = await hosts(app);
    await recordings(app, owner, false);
    const printed = await listenLinks(app, owner.cookie);
    expect(await handedLinks(app, owner, coHost)).toBe(false);
    expect((await app.inject({ method: 'DELETE', url: `/api/co-hosts/${coHost.user.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(204);
    expect(await listenLinks(app, owner.cookie)).toEqual(printed);
    expect((await get(app, printed[0]!)).statusCode).toBe(200);
  }, SLOW);

  it('a co-host who leaves after downloading the book takes its links along', async () => {
    const { app } = ctx();
    const { owner, coHost } = await hosts(app);
    await recordings(app, owner, false);
    const printed = await listenLinks(app, owner.cookie);
    expect((await get(app, '/api/keepsake/book', coHost.cookie)).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/co-hosts/${coHost.user.id}`, headers: { cookie: coHost.cookie } })).statusCode).toBe(204);
    expect((await get(app, printed[0]!)).statusCode).toBe(404);
  }, SLOW);
});
