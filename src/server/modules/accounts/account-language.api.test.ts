import { expect, it } from 'vitest';
import { cookiesFrom, describeApp, uniqueEmail } from '../../test/harness.js';
import { en } from '../../../shared/i18n/english.js';

/** A creator's own language for their screens and mails (docs/decisions/056). */
describeApp('account language', (ctx) => {
  const put = (payload: unknown, cookie?: string) =>
    ctx().app.inject({ method: 'PUT', url: '/api/auth/language', payload: payload as object, headers: cookie ? { cookie } : {} });
  const me = (cookie: string) => ctx().app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  async function signUp(): Promise<string> {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: uniqueEmail('lang'), password: 'creator password 1', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(res.statusCode).toBe(201);
    return cookiesFrom(res);
  }

  it('is null until chosen, sets one of ours, answers the account, and GET /api/auth/user reports it', async () => {
    const cookie = await signUp();
    expect((await me(cookie)).json().language).toBeNull();
    const res = await put({ language: 'es' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Ada', language: 'es' });
    expect(res.json()).not.toHaveProperty('passwordHash');
    expect((await me(cookie)).json().language).toBe('es');
    expect((await put({ language: 'ar' }, cookie)).json().language).toBe('ar');
    expect((await me(cookie)).json().language).toBe('ar');
  });

  it('clears it with null (the screens follow the browser again)', async () => {
    const cookie = await signUp();
    await put({ language: 'it' }, cookie);
    const res = await put({ language: null }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBeNull();
    expect((await me(cookie)).json().language).toBeNull();
  });

  it('refuses a language we do not offer with 400 { message, code } and keeps the one chosen', async () => {
    const cookie = await signUp();
    await put({ language: 'fr' }, cookie);
    for (const payload of [{ language: 'xx' }, { language: 'FR' }, { language: 'en-US' }, {}]) {
      const res = await put(payload, cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ message: en('errors.language_invalid'), code: 'language_invalid' });
    }
    expect((await me(cookie)).json().language).toBe('fr');
  });

  it("answers 401 signed out and with a made-up session, and one account's choice is not another's", async () => {
    const res = await put({ language: 'de' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: en('errors.not_signed_in'), code: 'not_signed_in' });
    expect((await put({ language: 'de' }, 'vb_session=made-up')).statusCode).toBe(401);

    const [first, second] = await Promise.all([signUp(), signUp()]);
    await put({ language: 'nl' }, first);
    expect((await me(second)).json().language).toBeNull();
  });
});
