import { expect, it } from 'vitest';
import { createCreator, describeApp } from '../../test/harness.js';
import { en } from '../../../shared/i18n/english.js';

describeApp('the owner preview (GET /api/creator-profile/preview)', (ctx) => {
  const call = (cookie: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    ctx().app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

  it('shows a hidden profile and its links to its owner, while guests get 404', async () => {
    const c = await createCreator(ctx().app);
    const username = c.profile!.username;
    expect((await call(c.cookie, 'POST', '/api/custom-links', { title: 'Registry', url: 'https://registry.example.com' })).statusCode).toBe(201);
    expect((await call(c.cookie, 'POST', '/api/social-links', { platform: 'instagram', url: 'https://instagram.com/ada' })).statusCode).toBe(201);
    expect((await call(c.cookie, 'PUT', '/api/creator-profile', { isActive: false })).statusCode).toBe(200);

    expect((await call(null, 'GET', `/api/profile/${username}`)).statusCode).toBe(404);
    // The owner's own session does not open the public call either: a hidden page stays hidden there.
    expect((await call(c.cookie, 'GET', `/api/profile/${username}`)).statusCode).toBe(404);

    const preview = await call(c.cookie, 'GET', '/api/creator-profile/preview');
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.profile).toMatchObject({ username, displayName: 'Ada & Charles', isActive: false });
    expect(body.customLinks.map((l: { title: string }) => l.title)).toEqual(['Registry']);
    expect(body.socialLinks.map((l: { platform: string }) => l.platform)).toEqual(['instagram']);
    // The same shape as the public call: no owner id, no gallery password.
    expect(body.profile).not.toHaveProperty('userId');
    expect(body.profile).not.toHaveProperty('galleryPassword');
  });

  it('gives each creator only their own page, needs a session, and says 404 before onboarding', async () => {
    const { app } = ctx();
    const a = await createCreator(app);
    const b = await createCreator(app);
    expect((await call(b.cookie, 'GET', '/api/creator-profile/preview')).json().profile.id).toBe(b.profile!.id);
    expect((await call(a.cookie, 'GET', '/api/creator-profile/preview')).json().profile.id).toBe(a.profile!.id);

    const anonymous = await call(null, 'GET', '/api/creator-profile/preview');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBeTruthy();

    const fresh = await createCreator(app, { profile: false });
    const none = await call(fresh.cookie, 'GET', '/api/creator-profile/preview');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(en('errors.profile_not_found'));
  });
});
