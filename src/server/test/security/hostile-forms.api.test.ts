import { expect, test } from 'vitest';
import { clipMp4, png, upload as galleryUpload } from '../../modules/gallery/gallery.test-helpers.js';
import { wav } from '../../modules/messages/messages.test-support.js';
import { MAX_FORM_FIELDS } from '../../storage/uploads.js';
import { createCreator, describeApp } from '../harness.js';
import { multipart } from '../media.js';
import { snapshot } from './data-snapshot.js';
import { en } from '../../../shared/i18n/english.js';

describeApp('hostile text in upload forms', (ctx) => {
  test('a gallery upload whose uploader name or email carries NUL, control or oversized text is refused with a message, storing nothing', async () => {
    const { app, config } = ctx();
    const host = await createCreator(app);
    const cases: Record<string, string>[] = [
      { uploaderName: 'a\u0000b' },
      { uploaderEmail: 'a\u0000@example.com' },
      { uploaderName: 'A'.repeat(60_000) },
      { uploaderEmail: "x' OR '1'='1@example.com" },
    ];
    for (const [i, fields] of cases.entries()) {
      const before = await snapshot(app.deps.db, config.dataDir);
      const res = await galleryUpload(app, host.profile!.gallerySlug, [{ filename: 'p.png', data: await png(200 + i), contentType: 'image/png' }], { fields });
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(typeof res.json().message).toBe('string');
      expect(await snapshot(app.deps.db, config.dataDir)).toBe(before);
    }
    // Unicode that is merely unusual is kept as typed.
    const name = '\u202Eevil\u202C 👩‍👩‍👧 e\u0301';
    const ok = await galleryUpload(app, host.profile!.gallerySlug, [{ filename: 'q.png', data: await png(250), contentType: 'image/png' }], { fields: { uploaderName: name } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()[0].uploaderName).toBe(name);
  });
});

describeApp('malformed multipart forms', (ctx) => {
  /** Every route that reads a multipart body, each with a file it accepts. */
  async function uploadRoutes(slug: string) {
    return [
      { url: '/api/upload', field: 'file', file: await png(300), type: 'image/png', ok: 200 },
      { url: '/api/background-images', field: 'file', file: await png(301), type: 'image/png', ok: 200 },
      { url: '/api/background-videos', field: 'file', file: clipMp4(), type: 'video/mp4', ok: 200 },
      { url: '/api/voice-upload', field: 'file', file: wav(1), type: 'audio/wav', ok: 200 },
      { url: `/api/gallery/${slug}/upload`, field: 'media', file: await png(302), type: 'image/png', ok: 201 },
    ];
  }

  test('every upload route answers 21 text fields before the file with 413 and a message, storing nothing; 20 still work', async () => {
    const { app, config } = ctx();
    const host = await createCreator(app);
    const routes = await uploadRoutes(host.profile!.gallerySlug);
    const send = (route: (typeof routes)[number], fieldCount: number) => {
      const fields = Array.from({ length: fieldCount }, (_, i) => ({ name: `note${i}`, data: 'x' }));
      const body = multipart([...fields, { name: route.field, data: route.file, filename: 'f', contentType: route.type }]);
      return app.inject({ method: 'POST', url: route.url, headers: { cookie: host.cookie, ...body.headers }, payload: body.payload });
    };
    for (const route of routes) {
      const before = await snapshot(app.deps.db, config.dataDir);
      const res = await send(route, MAX_FORM_FIELDS + 1);
      expect(res.statusCode, route.url).toBe(413);
      expect(res.json(), route.url).toEqual({ message: en('errors.media_too_many_fields'), code: 'media_too_many_fields' });
      expect(await snapshot(app.deps.db, config.dataDir), route.url).toBe(before);
      expect((await send(route, MAX_FORM_FIELDS)).statusCode, route.url).toBe(route.ok);
    }
    // Far more fields than that, as a flood: the same answer.
    expect((await send(routes[0]!, 500)).statusCode).toBe(413);
  });

  test('a form without a boundary, or cut off before its closing boundary, is a 400 with a message on every upload route', async () => {
    const { app, config } = ctx();
    const host = await createCreator(app);
    for (const route of await uploadRoutes(host.profile!.gallerySlug)) {
      const whole = multipart([{ name: route.field, data: route.file, filename: 'f', contentType: route.type }]);
      const closing = whole.payload.lastIndexOf('\r\n--');
      const bodies = {
        'no boundary': { type: 'multipart/form-data', payload: whole.payload },
        'cut off in the file': { type: whole.headers['content-type'], payload: whole.payload.subarray(0, 300) },
        'no closing boundary': { type: whole.headers['content-type'], payload: whole.payload.subarray(0, closing) },
      };
      for (const [what, body] of Object.entries(bodies)) {
        const before = await snapshot(app.deps.db, config.dataDir);
        const res = await app.inject({ method: 'POST', url: route.url, headers: { cookie: host.cookie, 'content-type': body.type }, payload: body.payload });
        expect(res.statusCode, `${route.url}: ${what}`).toBe(400);
        expect(res.json(), `${route.url}: ${what}`).toEqual({ message: en('errors.media_malformed_upload'), code: 'media_malformed_upload' });
        expect(await snapshot(app.deps.db, config.dataDir), `${route.url}: ${what}`).toBe(before);
      }
    }
  });
});

describeApp('hostile cookies', (ctx) => {
  test('forged, oversized or malformed session, admin, gallery and visitor cookies are treated as absent, never a 5xx', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const slug = host.profile!.gallerySlug;
    const values = ['', 'x', "' OR '1'='1", '%00', '%ED%A0%80', 'A'.repeat(4000), 's%3Afoo.bar', '..%2F..%2F', '%F0%9F%8E%89', '{"a":1}'];
    const names = ['vb_session', 'vb_admin_session', `vb_gallery_${slug}`, 'vb_visitor'];
    const calls = [
      { method: 'GET' as const, url: '/api/auth/user', status: 401 },
      { method: 'GET' as const, url: '/admin-api/auth/user', status: 401 },
      { method: 'GET' as const, url: `/api/gallery/${slug}/media`, status: 200 },
      { method: 'POST' as const, url: `/api/profile/${host.profile!.username}/view`, status: 204 },
      { method: 'POST' as const, url: '/api/logout', status: 200 },
    ];
    for (const name of names) {
      for (const value of values) {
        for (const call of calls) {
          const res = await app.inject({ ...call, headers: { cookie: `${name}=${value}` } });
          expect(res.statusCode, `${call.url} with ${name}=${value.slice(0, 20)}`).toBe(call.status);
        }
      }
    }
  });
});
