import { expect, it } from 'vitest';
import { newId } from '../../ids.js';
import { createCreator, describeApp } from '../../test/harness.js';
import { insertSubscriber } from '../stats/stats.test-support.js';
import { en } from '../../../shared/i18n/english.js';

const DAY = 24 * 3_600_000;
const BASE = Date.parse('2026-05-01T10:00:00Z'); // 19:00 in Tokyo

/** Names a spreadsheet export has to survive, in the order they subscribed. */
const TRICKY: [string, string | null][] = [
  ['comma@example.com', 'Smith, John'],
  ['quote@example.com', 'She said "hi"'],
  ['newline@example.com', 'Line one\nLine two'],
  ['formula@example.com', '=HYPERLINK("http://evil.example","click")'],
  ['hanzi@example.com', '李小龙'],
  ['emoji@example.com', 'Zoë & Émile 🎉'],
  ['noname@example.com', null],
  ['minus@example.com', '-2+3'],
  ['at@example.com', '@SUM(A1:A9)'],
  ['tab@example.com', '\tTabbed'],
];

describeApp('email subscribers', (ctx) => {
  const get = (url: string, cookie?: string) => ctx().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  async function hostWithTrickySubscribers() {
    const { app } = ctx();
    const host = await createCreator(app);
    for (const [i, [email, name]] of TRICKY.entries()) await insertSubscriber(app.deps.db, host.profile!.id, email, BASE + i * 60_000, name);
    await insertSubscriber(app.deps.db, host.profile!.id, 'comma@example.com', BASE + DAY, null); // second message, name kept
    return host;
  }

  it('exports CSV byte for byte: BOM, CRLF, RFC 4180 quoting, formulas neutralised, any script', async () => {
    const host = await hostWithTrickySubscribers();
    const res = await get('/api/email-subscribers.csv?tz=Asia/Tokyo', host.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const tokyoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    expect(res.headers['content-disposition']).toBe(`attachment; filename="voxbook-subscribers-${tokyoToday}.csv"`);
    const expected =
      '\uFEFFEmail,Name,Date Subscribed,Voice Messages Sent\r\n' +
      "tab@example.com,'\tTabbed,2026-05-01 19:09,1\r\n" +
      "at@example.com,'@SUM(A1:A9),2026-05-01 19:08,1\r\n" +
      "minus@example.com,'-2+3,2026-05-01 19:07,1\r\n" +
      'noname@example.com,,2026-05-01 19:06,1\r\n' +
      'emoji@example.com,Zoë & Émile 🎉,2026-05-01 19:05,1\r\n' +
      'hanzi@example.com,李小龙,2026-05-01 19:04,1\r\n' +
      'formula@example.com,"\'=HYPERLINK(""http://evil.example"",""click"")",2026-05-01 19:03,1\r\n' +
      'newline@example.com,"Line one\nLine two",2026-05-01 19:02,1\r\n' +
      'quote@example.com,"She said ""hi""",2026-05-01 19:01,1\r\n' +
      'comma@example.com,"Smith, John",2026-05-01 19:00,2\r\n';
    expect(res.rawPayload.equals(Buffer.from(expected, 'utf8'))).toBe(true);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('gives every address comma-separated for "copy all emails", newest first', async () => {
    const host = await hostWithTrickySubscribers();
    const res = await get('/api/email-subscribers/emails', host.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(TRICKY.map(([email]) => email).reverse().join(','));
    const empty = await createCreator(ctx().app);
    expect((await get('/api/email-subscribers/emails', empty.cookie)).body).toBe('');
    expect((await get('/api/email-subscribers/emails')).statusCode).toBe(401);
  });

  it('streams a long list completely, page after page, with only the header when there is none', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const empty = await get('/api/email-subscribers.csv', host.cookie);
    expect(empty.body).toBe('\uFEFFEmail,Name,Date Subscribed,Voice Messages Sent\r\n');
    // 2,500 rows, many sharing a timestamp, so the keyset must order by (time, id) to miss none.
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      id: newId(),
      creatorProfileId: host.profile!.id,
      email: `guest${String(i).padStart(4, '0')}@example.com`,
      senderName: null,
      messageCount: 1,
      createdAt: BASE + Math.floor(i / 7) * 1000,
      updatedAt: BASE,
    }));
    for (let i = 0; i < rows.length; i += 500) await app.deps.db.insertInto('emailSubscribers').values(rows.slice(i, i + 500)).execute();
    const res = await get('/api/email-subscribers.csv', host.cookie);
    const lines = res.body.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(2500);
    expect(new Set(lines.map((l) => l.split(',')[0])).size).toBe(2500);
    expect(lines[0]).toMatch(/^guest24\d\d@example.com,/);
    const list = await get('/api/email-subscribers', host.cookie);
    expect(list.headers['x-total-count']).toBe('2500');
  });

  it('lists a page newest first with the total in X-Total-Count, and searches email and name', async () => {
    const host = await hostWithTrickySubscribers();
    const all = await get('/api/email-subscribers', host.cookie);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('10');
    expect(all.json()).toHaveLength(10);
    expect(all.json()[9]).toEqual({
      id: expect.any(String),
      email: 'comma@example.com',
      senderName: 'Smith, John',
      createdAt: new Date(BASE).toISOString(),
      messageCount: 2,
    });
    const page = await get('/api/email-subscribers?limit=3&offset=3', host.cookie);
    expect(page.json().map((s: { email: string }) => s.email)).toEqual(['noname@example.com', 'emoji@example.com', 'hanzi@example.com']);
    expect(page.headers['x-total-count']).toBe('10');

    const search = async (q: string) => {
      const res = await get(`/api/email-subscribers?q=${encodeURIComponent(q)}`, host.cookie);
      return { total: res.headers['x-total-count'], emails: res.json().map((s: { email: string }) => s.email) };
    };
    expect(await search('SMITH')).toEqual({ total: '1', emails: ['comma@example.com'] });
    expect(await search('hanzi')).toEqual({ total: '1', emails: ['hanzi@example.com'] });
    expect(await search('李小')).toEqual({ total: '1', emails: ['hanzi@example.com'] });
    expect(await search('%')).toEqual({ total: '0', emails: [] });
    expect((await search('example.com')).total).toBe('10');
  });

  it('summarises Total, Today (creator day) and This Week (last 7 days)', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const now = Date.now();
    await insertSubscriber(app.deps.db, host.profile!.id, 'today@example.com', now);
    await insertSubscriber(app.deps.db, host.profile!.id, 'three-days@example.com', now - 3 * DAY);
    await insertSubscriber(app.deps.db, host.profile!.id, 'ten-days@example.com', now - 10 * DAY);
    const res = await get('/api/email-subscribers/summary?tz=UTC', host.cookie);
    expect(res.json()).toEqual({ total: 3, today: 1, thisWeek: 2 });
    expect((await get('/api/email-subscribers/summary?tz=Nowhere/Land', host.cookie)).statusCode).toBe(400);
  });

  it("never shows or removes another host's subscribers", async () => {
    const { app } = ctx();
    const alice = await hostWithTrickySubscribers();
    const bob = await createCreator(app);
    await insertSubscriber(app.deps.db, bob.profile!.id, 'bobs-guest@example.com', BASE);
    const bobs = await get('/api/email-subscribers', bob.cookie);
    expect(bobs.json().map((s: { email: string }) => s.email)).toEqual(['bobs-guest@example.com']);
    expect((await get('/api/email-subscribers.csv', bob.cookie)).body).not.toContain('comma@example.com');
    expect((await get('/api/email-subscribers/summary', bob.cookie)).json().total).toBe(1);

    const aliceRow = (await get('/api/email-subscribers?limit=1', alice.cookie)).json()[0];
    const steal = await app.inject({ method: 'DELETE', url: `/api/email-subscribers/${aliceRow.id}`, headers: { cookie: bob.cookie } });
    expect(steal.statusCode).toBe(404);
    expect(steal.json().message).toBe(en('errors.subscriber_not_found'));
    expect((await get('/api/email-subscribers', alice.cookie)).headers['x-total-count']).toBe('10');
  });

  it('removes a subscriber for its host, and every total follows', async () => {
    const { app } = ctx();
    const host = await hostWithTrickySubscribers();
    const [newest] = (await get('/api/email-subscribers?limit=1', host.cookie)).json();
    const del = await app.inject({ method: 'DELETE', url: `/api/email-subscribers/${newest.id}`, headers: { cookie: host.cookie } });
    expect(del.statusCode).toBe(204);
    const again = await app.inject({ method: 'DELETE', url: `/api/email-subscribers/${newest.id}`, headers: { cookie: host.cookie } });
    expect(again.statusCode).toBe(404);
    const list = await get('/api/email-subscribers', host.cookie);
    expect(list.headers['x-total-count']).toBe('9');
    expect(list.json().map((s: { id: string }) => s.id)).not.toContain(newest.id);
    const stats = (await get('/api/dashboard/stats', host.cookie)).json();
    expect(stats.emails.total).toBe(9);
  });

  it('requires a signed-in host and refuses bad paging with 400', async () => {
    const { app } = ctx();
    for (const url of ['/api/email-subscribers', '/api/email-subscribers/summary', '/api/email-subscribers.csv']) {
      expect((await get(url)).statusCode).toBe(401);
    }
    expect((await app.inject({ method: 'DELETE', url: '/api/email-subscribers/x' })).statusCode).toBe(401);
    const host = await createCreator(app);
    for (const q of ['limit=0', 'limit=201', 'offset=-1', 'limit=abc', `q=${'x'.repeat(101)}`, 'tz=Not/AZone']) {
      expect((await get(`/api/email-subscribers?${q}`, host.cookie)).statusCode).toBe(400);
    }
    const bare = await createCreator(app, { profile: false });
    expect((await get('/api/email-subscribers.csv', bare.cookie)).statusCode).toBe(404);
  });
});
