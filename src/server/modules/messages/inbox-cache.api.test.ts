import { expect, it } from 'vitest';
import { createCreator, describeApp } from '../../test/harness.js';
import { listMessagesOfProfile } from './messages.repository.js';
import { toVoiceMessage } from './messages.service.js';
import { sendGuestMessage } from './messages.test-support.js';

interface Listed {
  id: string;
  isRead: boolean;
  isPlayed: boolean;
  hasReplied: boolean;
}

describeApp('inbox first page kept in memory', (ctx) => {
  const list = async (cookie: string, query = '') => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/voice-messages${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return { messages: res.json() as Listed[], total: Number(res.headers['x-total-count']) };
  };
  /** What the database holds now, read past any cache. */
  const stored = async (profileId: string, limit = 50) =>
    JSON.parse(JSON.stringify((await listMessagesOfProfile(ctx().app.deps.db, profileId, { limit })).map(toVoiceMessage))) as Listed[];

  it('shows every change at once: a new message, flags, a reply, a delete, and writes made by another instance', async () => {
    const { app } = ctx();
    const { db } = app.deps;
    const host = await createCreator(app);
    const profileId = host.profile!.id;
    const first = await sendGuestMessage(app, profileId, { senderName: 'First' });
    const second = await sendGuestMessage(app, profileId, { senderName: 'Second' });
    const check = async (what: string) => {
      const [shown, truth] = [await list(host.cookie), await stored(profileId)];
      expect({ what, shown: shown.messages }).toEqual({ what, shown: truth });
      expect({ what, total: shown.total }).toEqual({ what, total: truth.length });
      return shown.messages;
    };
    expect((await check('two messages')).map((m) => m.id)).toEqual([second.id, first.id]);
    await check('asked again, nothing changed');

    const third = await sendGuestMessage(app, profileId, { senderName: 'Third' });
    expect((await check('a guest sent a third'))[0]!.id).toBe(third.id);

    const put = await app.inject({ method: 'PUT', url: `/api/voice-messages/${first.id}`, headers: { cookie: host.cookie }, payload: { isRead: true } });
    expect(put.statusCode).toBe(200);
    expect((await check('marked read')).find((m) => m.id === first.id)!.isRead).toBe(true);

    // Straight to the database, as another instance of the app would write it: no in-process signal at all.
    await db.updateTable('voiceMessages').set({ isPlayed: 1 }).where('id', '=', second.id).execute();
    expect((await check('played, written elsewhere')).find((m) => m.id === second.id)!.isPlayed).toBe(true);
    await db.updateTable('voiceMessages').set({ hasReplied: 1 }).where('id', '=', third.id).execute();
    expect((await check('replied, written elsewhere')).find((m) => m.id === third.id)!.hasReplied).toBe(true);

    const del = await app.inject({ method: 'DELETE', url: `/api/voice-messages/${second.id}`, headers: { cookie: host.cookie } });
    expect(del.statusCode).toBe(204);
    expect((await check('deleted')).map((m) => m.id)).toEqual([third.id, first.id]);
    await db.deleteFrom('voiceMessages').where('id', '=', first.id).execute();
    expect((await check('deleted elsewhere')).map((m) => m.id)).toEqual([third.id]);
  });

  it('keeps each host and each page size apart, and pages after the first read from the database', async () => {
    const { app } = ctx();
    const [a, b] = [await createCreator(app), await createCreator(app)];
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.unshift((await sendGuestMessage(app, a.profile!.id)).id);
    const other = await sendGuestMessage(app, b.profile!.id);
    expect((await list(a.cookie, '?limit=2')).messages.map((m) => m.id)).toEqual(ids.slice(0, 2));
    expect((await list(a.cookie, '?limit=3')).messages.map((m) => m.id)).toEqual(ids);
    expect((await list(a.cookie, '?limit=2')).messages.map((m) => m.id)).toEqual(ids.slice(0, 2));
    expect((await list(b.cookie, '?limit=2')).messages.map((m) => m.id)).toEqual([other.id]);
    expect((await list(a.cookie, `?limit=2&before=${ids[1]}`)).messages.map((m) => m.id)).toEqual(ids.slice(2));
    // A change to the last message, outside the first page of two, still moves the version: both sizes follow.
    await app.deps.db.updateTable('voiceMessages').set({ isRead: 1 }).where('id', '=', ids[2]!).execute();
    expect((await list(a.cookie, '?limit=3')).messages[2]!.isRead).toBe(true);
  });
});
