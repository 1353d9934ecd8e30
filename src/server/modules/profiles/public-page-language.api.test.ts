import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import es from '../../../shared/i18n/es/guest.json' with { type: 'json' };
import { PUBLIC_PAGE_DATA_ID } from '../../../shared/public-page.types.js';
import { CLIENT_DIR } from '../../plugins/spa.js';
import { createCreator, describeApp, type Creator } from '../../test/harness.js';
import { sendGuestMessage } from '../messages/messages.test-support.js';
import { en } from '../../../shared/i18n/english.js';

if (!existsSync(path.join(CLIENT_DIR, 'public.html'))) throw new Error('The guest page is not built: run npm run build before these tests');

const pageData = (html: string) =>
  JSON.parse(html.match(new RegExp(`<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">(.*?)</script>`, 's'))![1]!) as {
    language: string;
    messages: { page: { recordSpecialMessage: string } };
  };
const htmlTag = (html: string) => html.match(/<html[^>]*>/)![0];

describeApp("the guest page's language: ?lang, the guest's browser when the host allows, the page's own", (ctx) => {
  const page = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });
  const putProfile = (host: Creator, payload: Record<string, unknown>) =>
    ctx().app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload });

  it('is English, left to right, for a new page and a browser that asks for nothing Voxbook speaks', async () => {
    const host = await createCreator(ctx().app);
    const res = await page(`/${host.profile!.username}`, { 'accept-language': 'zh-CN,ja;q=0.8' });
    expect(htmlTag(res.body)).toBe('<html lang="en" dir="ltr">');
    expect(res.body).toContain('Record a Special Message');
    expect(pageData(res.body).language).toBe('en');
  });

  it('?lang=es writes the page in Spanish, with its Spanish catalogue inside and nothing else', async () => {
    const host = await createCreator(ctx().app);
    const res = await page(`/${host.profile!.username}?lang=es`, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(htmlTag(res.body)).toBe('<html lang="es" dir="ltr">');
    expect(res.body).toContain(es.page.recordSpecialMessage);
    expect(res.body).toContain(es.page.savedInProduct);
    expect(res.body).not.toContain('Record a Special Message');
    expect(pageData(res.body)).toMatchObject({ language: 'es', messages: es });
  });

  it("follows the guest's Accept-Language (best supported first) while the host allows it, and the page's language once they do not", async () => {
    const host = await createCreator(ctx().app);
    const username = host.profile!.username;
    const arabic = { 'accept-language': 'zh;q=1, ar-EG;q=0.9, fr;q=0.5' };
    let res = await page(`/${username}`, arabic);
    expect(htmlTag(res.body)).toBe('<html lang="ar" dir="rtl">');
    expect(pageData(res.body).language).toBe('ar');

    expect((await putProfile(host, { language: 'de', followGuestLanguage: false })).statusCode).toBe(200);
    res = await page(`/${username}`, arabic);
    expect(htmlTag(res.body)).toBe('<html lang="de" dir="ltr">');
    expect(res.body).toContain('Eine besondere Nachricht aufnehmen');
    // ?lang still wins: the guest chose it on the page, or the host printed it on a table's card.
    res = await page(`/${username}?lang=pt-BR`, arabic);
    expect(htmlTag(res.body)).toBe('<html lang="pt-BR" dir="ltr">');

    expect((await putProfile(host, { followGuestLanguage: true })).statusCode).toBe(200);
    res = await page(`/${username}`, { 'accept-language': 'es-MX' });
    expect(htmlTag(res.body)).toBe('<html lang="es" dir="ltr">');
    // An unknown ?lang is ignored, never an error.
    res = await page(`/${username}?lang=xx%3Cscript%3E`, { 'accept-language': 'nl-BE' });
    expect(res.statusCode).toBe(200);
    expect(htmlTag(res.body)).toBe('<html lang="nl" dir="ltr">');
  });

  it('keeps a page per language in its short cache: Spanish and English guests arriving together each get their own', async () => {
    const host = await createCreator(ctx().app);
    const username = host.profile!.username;
    const [spanish, english] = await Promise.all([
      page(`/${username}`, { 'accept-language': 'es' }),
      page(`/${username}`, { 'accept-language': 'en-GB' }),
    ]);
    expect(pageData(spanish.body).language).toBe('es');
    expect(pageData(english.body).language).toBe('en');
    expect(spanish.headers.vary).toBe('Accept-Encoding, Accept-Language');
  });

  it("the profile API gives the page's language and whether it follows guests', and refuses a language Voxbook does not speak", async () => {
    const host = await createCreator(ctx().app);
    const own = await ctx().app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: host.cookie } });
    expect(own.json()).toMatchObject({ language: 'en', followGuestLanguage: true });
    const bad = await putProfile(host, { language: 'zh' });
    expect(bad.statusCode).toBe(400);
    const ok = await putProfile(host, { language: 'ar' });
    expect(ok.json()).toMatchObject({ language: 'ar', followGuestLanguage: true });
    const pub = await page(`/api/profile/${host.profile!.username}`);
    expect(pub.json().profile).toMatchObject({ language: 'ar', followGuestLanguage: true });
  });

  it('keeps the language a guest wrote in with their message; one that is not ours is kept as none, never a refusal', async () => {
    const host = await createCreator(ctx().app);
    const spanish = await sendGuestMessage(ctx().app, host.profile!.id, { language: 'es' });
    const unknown = await sendGuestMessage(ctx().app, host.profile!.id, { language: '<b>klingon</b>' });
    const none = await sendGuestMessage(ctx().app, host.profile!.id);
    const languageOf = async (id: string) =>
      (await ctx().app.deps.db.selectFrom('voiceMessages').select('language').where('id', '=', id).executeTakeFirstOrThrow()).language;
    expect(await languageOf(spanish.id)).toBe('es');
    expect(await languageOf(unknown.id)).toBeNull();
    expect(await languageOf(none.id)).toBeNull();
  });

  it("answers a guest's refusal with the product spec's English message unchanged and a stable code beside it", async () => {
    const host = await createCreator(ctx().app);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/voice-messages',
      payload: { creatorProfileId: host.profile!.id, audioPath: '/objects/voice/x.webm', duration: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: en('errors.email_required'), code: 'email_required' });
    const long = await ctx().app.inject({
      method: 'POST',
      url: '/api/voice-messages',
      payload: { creatorProfileId: host.profile!.id, senderEmail: 'a@example.com', audioPath: '/objects/voice/x.webm', duration: 61 },
    });
    expect(long.json()).toMatchObject({ message: en('errors.recording_too_long'), code: 'recording_too_long' });
  });
});
