import { expect, it } from 'vitest';
import { EVENT_KINDS, PAGE_THEMES } from '../../../shared/page-design.js';
import { createCreator, describeEachDatabase, uniqueUsername } from '../../test/harness.js';

describeEachDatabase('the page design: event kind and theme (docs/decisions/080)', (ctx) => {
  const own = (cookie: string) => ctx().app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie } });
  const put = (cookie: string, payload: Record<string, unknown>) =>
    ctx().app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie }, payload });

  it('starts with no kind and the classic look, and onboarding may say the kind and day at once', async () => {
    const { app } = ctx();
    const plain = await createCreator(app);
    expect((await own(plain.cookie)).json()).toMatchObject({ eventKind: null, pageTheme: null });

    const c = await createCreator(app, { profile: false });
    const created = await app.inject({
      method: 'POST',
      url: '/api/creator-profile',
      headers: { cookie: c.cookie },
      payload: { username: uniqueUsername(), displayName: 'Mia & Leo', eventKind: 'wedding', eventDate: '2026-09-12' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ eventKind: 'wedding', eventDate: '2026-09-12', pageTheme: null });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/creator-profile',
      headers: { cookie: (await createCreator(app, { profile: false })).cookie },
      payload: { username: uniqueUsername(), displayName: 'X', eventKind: 'funeral' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('keeps each theme and kind a host picks, shows them to guests, refuses unknown ones and clears with null', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    for (const pageTheme of PAGE_THEMES) {
      const res = await put(c.cookie, { pageTheme, textTheme: 'black', overlayColor: '#faf7f1' });
      expect(res.statusCode).toBe(200);
      expect(res.json().pageTheme).toBe(pageTheme);
    }
    for (const eventKind of EVENT_KINDS) expect((await put(c.cookie, { eventKind })).json().eventKind).toBe(eventKind);

    const pub = await app.inject({ method: 'GET', url: `/api/profile/${c.profile!.username}` });
    expect(pub.json().profile).toMatchObject({ pageTheme: PAGE_THEMES.at(-1), eventKind: EVENT_KINDS.at(-1) });

    for (const bad of [{ pageTheme: 'neon' }, { pageTheme: '' }, { eventKind: 'party' }, { eventKind: 3 }]) {
      expect((await put(c.cookie, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await own(c.cookie)).json()).toMatchObject({ pageTheme: PAGE_THEMES.at(-1), eventKind: EVENT_KINDS.at(-1) });
    expect((await put(c.cookie, { pageTheme: null, eventKind: null })).json()).toMatchObject({ pageTheme: null, eventKind: null });
  });
});
