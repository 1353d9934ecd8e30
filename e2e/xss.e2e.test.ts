import type { InjectOptions } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/server/ids.js';
import { adminCookie, createTestAdmin } from '../src/server/modules/admin/admin.test-support.js';
import { png, upload as galleryUpload } from '../src/server/modules/gallery/gallery.test-helpers.js';
import { sendGuestMessage } from '../src/server/modules/messages/messages.test-support.js';
import { latestReplyToken, uploadReply } from '../src/server/test/security/security-fixtures.js';
import { type Creator, createCreator } from '../src/server/test/harness.js';
import { launchBrowser, newContext, type RunningServer, screenshot, startServer, watchPage } from './support/browser.js';
import { browserCookies } from './support/cookies.js';

// Each payload sets window.__xss (or opens a dialog) if it ever runs. CSP would block most of them anyway,
// so the tests also prove the markup never became elements: it is on the page as text.
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=2</script>';
const SVG = '<svg onload=alert(3)>';
const P = {
  displayName: `${IMG}`,
  bio: `Bio ${SCRIPT} ${SVG}`,
  description: `Desc <iframe src="javascript:alert(4)"></iframe> ${IMG}`,
  linkTitle: `Link ${IMG}`,
  guestName: `Guest ${IMG} ${SCRIPT}`,
  uploaderName: `Uploader ${SVG}`,
  firstName: `First${IMG}`,
};

describe('stored XSS: what hosts and guests type is shown as text, never run (Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;
  let host: Creator;
  let admin: { username: string; password: string };
  let replyToken: string;

  const inject = (opts: InjectOptions) => server.app.inject(opts);
  const pageProblems = new WeakMap<Page, string[]>();

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const { app } = server;
    host = await createCreator(app);
    const cookie = { cookie: host.cookie };
    const put = await inject({ method: 'PUT', url: '/api/creator-profile', headers: cookie, payload: { displayName: P.displayName, bio: P.bio, description: P.description } });
    expect(put.statusCode).toBe(200);
    expect((await inject({ method: 'POST', url: '/api/custom-links', headers: cookie, payload: { title: P.linkTitle, url: 'https://example.com/ok' } })).statusCode).toBe(201);
    // The server refuses script links outright...
    for (const url of ['javascript:window.__xss=5', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x']) {
      const res = await inject({ method: 'POST', url: '/api/custom-links', headers: cookie, payload: { title: 'Evil', url } });
      expect(res.statusCode, url).toBe(400);
    }
    const social = await inject({ method: 'POST', url: '/api/social-links', headers: cookie, payload: { platform: 'website', url: 'javascript:alert(1)' } });
    expect(social.statusCode).toBe(400);
    // ...and rows stored before that rule (or by any other path) still never become links.
    await app.deps.db
      .insertInto('customLinks')
      .values({ id: newId(), profileId: host.profile!.id, title: 'Legacy evil', url: 'javascript:window.__xss=6', sortOrder: 99, createdAt: Date.now() })
      .execute();
    await app.deps.db
      .insertInto('socialLinks')
      .values({ id: newId(), profileId: host.profile!.id, platform: 'github', url: 'javascript:window.__xss=7', sortOrder: 99, createdAt: Date.now() })
      .execute();

    const message = await sendGuestMessage(app, host.profile!.id, { senderName: P.guestName, senderEmail: 'xss.guest@example.com', subscribeToNewsletter: true });
    // A reply, so the guest's reply page (rendered by the server, not React) shows the host's name too.
    const reply = await inject({ method: 'POST', url: '/api/voice-replies', headers: cookie, payload: { voiceMessageId: message.id, audioPath: await uploadReply(app, host.cookie), duration: 2 } });
    expect(reply.statusCode).toBe(201);
    replyToken = await latestReplyToken(server.dataDir);
    const up = await galleryUpload(app, host.profile!.gallerySlug, [{ filename: `${IMG}.png`, data: await png(9), contentType: 'image/png' }], {
      fields: { uploaderName: P.uploaderName },
    });
    expect(up.statusCode).toBe(201);
    const reg = await inject({ method: 'POST', url: '/api/register', payload: { email: `xss.${Date.now()}@example.com`, password: 'long enough pw', firstName: P.firstName, lastName: SVG } });
    expect(reg.statusCode).toBe(201);
    admin = await createTestAdmin(app, { superAdmin: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A context whose pages report any script our payloads would run: the canary and dialogs. */
  async function context(cookies: { header: string; path: string }[] = []): Promise<{ ctx: BrowserContext; dialogs: string[] }> {
    const ctx = await newContext(browser, server.url);
    for (const c of cookies) await ctx.addCookies(browserCookies(c.header, server.url, c.path));
    const dialogs: string[] = [];
    ctx.on('page', (page) => {
      page.on('dialog', (d) => void (dialogs.push(d.message()), d.dismiss()));
      pageProblems.set(page, watchPage(page));
    });
    return { ctx, dialogs };
  }

  /** Nothing ran, no payload became an element, and every link goes to http(s) or our own pages. */
  async function assertInert(page: Page, dialogs: string[]) {
    await page.waitForTimeout(300);
    // No page error, and no CSP report: a payload that became markup would have tried to run and been blocked.
    expect(pageProblems.get(page)).toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const injected = await page.evaluate(() => ({
      imgX: document.querySelectorAll('img[src="x"]').length,
      // The guest page carries its data as JSON in a script element the browser never runs (type application/json,
      // every '<' escaped): the payload sits there as data. Any other script holding it would be markup it became.
      scripts: [...document.querySelectorAll('script')].filter((s) => s.type !== 'application/json' && s.textContent?.includes('__xss')).length,
      handlers: [...document.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name))).length,
      iframes: document.querySelectorAll('iframe, svg[onload]').length,
      hrefs: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
    }));
    expect(injected).toMatchObject({ imgX: 0, scripts: 0, handlers: 0, iframes: 0 });
    for (const href of injected.hrefs) expect(href, href).toMatch(/^(https?:\/\/|\/(?!\/)|#|blob:)/i);
  }

  it('the public page and /preview2 show the name, bio, description and link titles as text; script links are not links', async () => {
    const { ctx, dialogs } = await context();
    const page = await ctx.newPage();
    for (const path of [`/${host.profile!.username}`, `/preview2/${host.profile!.username}`]) {
      await page.goto(path);
      await page.getByText(P.displayName, { exact: true }).first().waitFor();
      if (!path.startsWith('/preview2')) {
        await page.getByText(P.bio, { exact: true }).first().waitFor();
        await page.getByText(P.description, { exact: true }).first().waitFor();
        await page.getByText(P.linkTitle, { exact: true }).first().waitFor();
      }
      expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
      await assertInert(page, dialogs);
      await screenshot(page, `xss${path.startsWith('/preview2') ? '-preview2' : '-public'}`);
    }
    await ctx.close();
  });

  it("the guest's reply page and the reply mail show the host's name as text", async () => {
    const { ctx, dialogs } = await context();
    const page = await ctx.newPage();
    await page.goto(`/r/${replyToken}`);
    await page.getByRole('heading', { name: `${P.displayName} replied to your voice message` }).waitFor();
    await assertInert(page, dialogs);
    await screenshot(page, 'xss-reply-page');
    await ctx.close();
    // The mail's HTML part escapes the name (a quoted display name in From: is plain text to mail programs).
    const { readdir, readFile } = await import('node:fs/promises');
    const { default: PostalMime } = await import('postal-mime');
    const dir = `${server.dataDir}/outbox`;
    const mails = await Promise.all((await readdir(dir)).filter((n) => n.endsWith('.eml')).map(async (f) => PostalMime.parse(await readFile(`${dir}/${f}`))));
    const replyMail = mails.find((m) => m.subject?.includes('replied to your voice message'))!;
    expect(replyMail.html).toContain('&lt;img src=x onerror=');
    expect(replyMail.html).not.toMatch(/<img src=x|<script>window/i);
  });

  it("the host's dashboard message list and subscribers page show the guest's name as text", async () => {
    const { ctx, dialogs } = await context([{ header: host.cookie, path: '/' }]);
    const page = await ctx.newPage();
    await page.goto('/admin');
    await page.getByText(P.guestName, { exact: true }).first().waitFor();
    await assertInert(page, dialogs);
    await screenshot(page, 'xss-dashboard');
    await page.goto('/admin/email-subscribers');
    await page.getByText(P.guestName, { exact: true }).first().waitFor();
    await assertInert(page, dialogs);
    await screenshot(page, 'xss-subscribers');
    await ctx.close();
  });

  it("the gallery shows the uploader's name and the file name as text", async () => {
    const { ctx, dialogs } = await context();
    const page = await ctx.newPage();
    await page.goto(`/g/${host.profile!.gallerySlug}`);
    await page.getByRole('button', { name: new RegExp('^Open photo') }).first().click();
    await page.getByText(`Shared by ${P.uploaderName}`, { exact: false }).first().waitFor();
    await assertInert(page, dialogs);
    await screenshot(page, 'xss-gallery');
    await ctx.close();
  });

  it('the master admin sees user and guest names as text', async () => {
    const cookie = await adminCookie(server.app, admin);
    const { ctx, dialogs } = await context([{ header: cookie, path: '/admin-api' }]);
    const page = await ctx.newPage();
    await page.goto('/master-admin');
    const name = `${P.firstName} ${SVG}`;
    await page.getByText(name, { exact: true }).first().waitFor();
    await assertInert(page, dialogs);
    // The host's details: their guests' names in the Voice Messages tab.
    const hostName = 'Ada Lovelace';
    const row = page.locator('tbody tr').filter({ hasText: host.profile!.username });
    await row.getByRole('button', { name: `Details: ${hostName}` }).click();
    await page.getByRole('dialog').getByRole('tab', { name: 'Voice Messages' }).click();
    await page.getByRole('dialog').getByText(P.guestName, { exact: true }).waitFor();
    await assertInert(page, dialogs);
    await screenshot(page, 'xss-master-admin');
    await ctx.close();
  });
});
