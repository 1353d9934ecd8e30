import { expect, test } from 'vitest';
import { png, upload as galleryUpload } from '../modules/gallery/gallery.test-helpers.js';
import { createCreator, describeEachDatabase } from '../test/harness.js';
import { snapshot } from './data-snapshot.js';

describeEachDatabase('hostile text in upload forms', (ctx) => {
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

describeEachDatabase('hostile cookies', (ctx) => {
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
