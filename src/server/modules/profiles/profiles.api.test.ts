import { expect, it } from 'vitest';
import { createCreator, describeApp, uniqueUsername } from '../../test/harness.js';
import { en } from '../../../shared/i18n/english.js';

describeApp('creator profiles', (ctx) => {
  const create = (cookie: string, payload: Record<string, unknown>) =>
    ctx().app.inject({ method: 'POST', url: '/api/creator-profile', headers: { cookie }, payload });

  it('has no profile until one is created, then returns it with a gallery slug', async () => {
    const { app } = ctx();
    const c = await createCreator(app, { profile: false });
    const none = await app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: c.cookie } });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const username = uniqueUsername('Mixed');
    const res = await create(c.cookie, { username, displayName: '  Ada & Charles ', bio: 'Hi' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: username.toLowerCase(),
      displayName: 'Ada & Charles',
      bio: 'Hi',
      isActive: true,
      overlayColor: '#000000',
      textTheme: 'white',
    });
    expect(res.json().gallerySlug).toMatch(/^[a-z0-9]{12}$/);
    const own = await app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: c.cookie } });
    expect(own.json().id).toBe(res.json().id);
    expect((await create(c.cookie, { username: uniqueUsername(), displayName: 'Again' })).statusCode).toBe(409);
  });

  it('requires a session', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/creator-profile', payload: { username: 'abc', displayName: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ username: 'ab' }, 'username', en('errors.username_min')],
    [{ username: 'a'.repeat(21) }, 'username', en('errors.username_max')],
    [{ username: 'bad-name' }, 'username', en('errors.username_chars')],
    [{ username: 'admin' }, 'username', en('errors.username_reserved')],
    [{ username: 'master_admin' }, 'username', en('errors.username_reserved')],
    [{ displayName: '' }, 'displayName', en('errors.display_name_required')],
    [{ displayName: 'x'.repeat(51) }, 'displayName', en('errors.display_name_too_long')],
    [{ bio: 'x'.repeat(161) }, 'bio', en('errors.bio_too_long')],
  ])('refuses %o with the product spec message', async (change, field, message) => {
    const { app } = ctx();
    const c = await createCreator(app, { profile: false });
    const res = await create(c.cookie, { username: uniqueUsername(), displayName: 'Name', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses a username another host holds (409), at creation and at update', async () => {
    const { app } = ctx();
    const a = await createCreator(app);
    const b = await createCreator(app, { profile: false });
    const res = await create(b.cookie, { username: a.profile!.username, displayName: 'B' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(en('errors.username_taken'));
    const c = await createCreator(app);
    const upd = await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: c.cookie }, payload: { username: a.profile!.username } });
    expect(upd.statusCode).toBe(409);
  });

  it('updates settings fields with PUT and PATCH, validating each', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/creator-profile',
      headers: { cookie: c.cookie },
      payload: { displayName: 'New Name', bio: '', isActive: true, overlayColor: '#A0522D', textTheme: 'black' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ displayName: 'New Name', bio: null, overlayColor: '#a0522d', textTheme: 'black' });
    const patch = await app.inject({ method: 'PATCH', url: '/api/creator-profile', headers: { cookie: c.cookie }, payload: { bio: 'Later' } });
    expect(patch.json()).toMatchObject({ displayName: 'New Name', bio: 'Later' });
    for (const bad of [{ overlayColor: 'red' }, { textTheme: 'blue' }, { isActive: 'yes' }, { displayName: '' }, { unknownField: 1 }]) {
      const res = await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: c.cookie }, payload: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const after = await app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: c.cookie } });
    expect(after.json()).toMatchObject({ displayName: 'New Name', bio: 'Later', textTheme: 'black' });
  });

  it('shows an active profile publicly without private fields, and hides an inactive one (404)', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const username = c.profile!.username;
    await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: c.cookie }, payload: { description: 'Party' } });
    for (const path of [`/api/profile/${username}`, `/api/public/${username.toUpperCase()}`]) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ profile: { username, displayName: 'Ada & Charles', description: 'Party' }, socialLinks: [], customLinks: [] });
      const text = res.body;
      expect(body.profile).not.toHaveProperty('userId');
      expect(body.profile).not.toHaveProperty('galleryPassword');
      expect(text).not.toContain(c.user.id);
      expect(text).not.toContain(c.user.email);
    }
    await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: c.cookie }, payload: { isActive: false } });
    const hidden = await app.inject({ method: 'GET', url: `/api/profile/${username}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(en('errors.profile_not_found'));
    expect((await app.inject({ method: 'GET', url: '/api/profile/nobody_here' })).statusCode).toBe(404);
  });

  it('keeps the event day a host sets, shows it publicly, refuses days that do not exist, and clears it', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const put = (payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: c.cookie }, payload });
    expect((await app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: c.cookie } })).json().eventDate).toBeNull();

    const set = await put({ eventDate: '2026-06-14' });
    expect(set.statusCode).toBe(200);
    expect(set.json().eventDate).toBe('2026-06-14');
    const pub = await app.inject({ method: 'GET', url: `/api/public/${c.profile!.username}` });
    expect(pub.json().profile.eventDate).toBe('2026-06-14');

    for (const bad of ['2026-02-30', '2026-6-14', '14/06/2026', 'tomorrow', '1066-10-14', 20260614]) {
      const res = await put({ eventDate: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      if (typeof bad === 'string') expect(res.json().errors.eventDate).toBe(en('errors.event_date_invalid'));
    }
    // A refused change leaves the stored day as it was.
    expect((await app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: c.cookie } })).json().eventDate).toBe('2026-06-14');

    expect((await put({ eventDate: '' })).json().eventDate).toBeNull();
    expect((await put({ eventDate: '2024-02-29' })).json().eventDate).toBe('2024-02-29');
    expect((await put({ eventDate: null })).json().eventDate).toBeNull();
  });
});
