import { expect, it } from 'vitest';
import { cookiesFrom, describeApp, uniqueEmail } from '../../test/harness.js';
import { adminCookie, createTestAdmin } from './admin.test-support.js';
import { en } from '../../../shared/i18n/english.js';

/** The master admin's own language for the admin area (docs/decisions/056). */
describeApp('admin language', (ctx) => {
  const put = (payload: unknown, cookie?: string) =>
    ctx().app.inject({ method: 'PUT', url: '/admin-api/auth/language', payload: payload as object, headers: cookie ? { cookie } : {} });
  const me = (cookie: string) => ctx().app.inject({ method: 'GET', url: '/admin-api/auth/user', headers: { cookie } });

  it('is null until chosen, sets one of ours, answers the admin, and GET /admin-api/auth/user reports it', async () => {
    const admin = await createTestAdmin(ctx().app);
    const cookie = await adminCookie(ctx().app, admin);
    expect((await me(cookie)).json().language).toBeNull();

    const res = await put({ language: 'de' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: admin.id, username: admin.username, language: 'de' });
    expect((await me(cookie)).json().language).toBe('de');

    expect((await put({ language: 'pt-BR' }, cookie)).json().language).toBe('pt-BR');
    expect((await me(cookie)).json().language).toBe('pt-BR');
  });

  it('clears it with null (the area follows the browser again)', async () => {
    const cookie = await adminCookie(ctx().app, await createTestAdmin(ctx().app, { superAdmin: true }));
    await put({ language: 'ar' }, cookie);
    const res = await put({ language: null }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBeNull();
    expect((await me(cookie)).json().language).toBeNull();
  });

  it("refuses a language we do not offer with 400 { message, code } and keeps the one chosen", async () => {
    const cookie = await adminCookie(ctx().app, await createTestAdmin(ctx().app));
    await put({ language: 'nl' }, cookie);
    for (const payload of [{ language: 'xx' }, { language: 'DE' }, { language: '' }, {}]) {
      const res = await put(payload, cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ message: en('errors.language_invalid'), code: 'language_invalid' });
    }
    expect((await me(cookie)).json().language).toBe('nl');
  });

  it("needs an admin session: 401 signed out and with a creator's session, and one admin's choice is not another's", async () => {
    const { app } = ctx();
    const res = await put({ language: 'de' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: en('errors.not_signed_in'), code: 'not_signed_in' });

    const reg = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: uniqueEmail('creator'), password: 'creator password 1', firstName: 'Ada', lastName: 'Lovelace' },
    });
    const creatorCookie = cookiesFrom(reg);
    expect((await put({ language: 'de' }, creatorCookie)).statusCode).toBe(401);

    const [first, second] = await Promise.all([createTestAdmin(app), createTestAdmin(app)]);
    const [firstCookie, secondCookie] = await Promise.all([adminCookie(app, first), adminCookie(app, second)]);
    await put({ language: 'fr' }, firstCookie);
    expect((await me(secondCookie)).json().language).toBeNull();
  });
});
