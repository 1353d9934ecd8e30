import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, upload } from '../src/server/modules/gallery/gallery.test-helpers.js';
import { sendGuestMessage, uploadVoice, wav } from '../src/server/modules/messages/messages.test-support.js';
import { type Creator, createCreator } from '../src/server/test/harness.js';
import { DESKTOP, launchBrowser, newContext, type RunningServer, startServer } from './support/browser.js';
import { browserCookies } from './support/cookies.js';

const OWNER = { username: 'csp_owner', password: 'owner password 1' };

/**
 * Records every CSP violation the page reports (the event fires for blocked scripts, styles, images, media,
 * workers and connections alike), from before the app's first script runs.
 */
const CSP_WATCH = () => {
  const w = window as unknown as { __csp: string[] };
  w.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
  });
};

interface Watched {
  page: Page;
  problems: string[];
}

async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content[- ]Security[- ]Policy|Refused to/i.test(msg.text())) problems.push(`console: ${msg.text()}`);
  });
  return { page, problems };
}

/** Visits a screen, lets it settle (queries, media, workers), and returns what went wrong on it. */
async function visit(w: Watched, url: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  await w.page.goto(url);
  await ready(w.page);
  await w.page.waitForLoadState('networkidle');
  const violations = await w.page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  const found = [...violations.map((v) => `csp: ${v}`), ...w.problems.splice(0)];
  return found.map((p) => `${url} -> ${p}`);
}

describe('the strict Content-Security-Policy in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let host: Creator;
  let replyToken: string;

  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password } });
    browser = await launchBrowser();
    const { app } = server;
    host = await createCreator(app);
    // Content on every screen: a message with a reply (and its /r/ page), a link, a subscriber, a gallery photo.
    const message = await sendGuestMessage(app, host.profile!.id, { subscribeToNewsletter: true });
    const up = await uploadVoice(app, { bytes: wav(2) }, { cookie: host.cookie, purpose: 'reply' });
    const reply = await app.inject({
      method: 'POST',
      url: '/api/voice-replies',
      headers: { cookie: host.cookie },
      payload: { voiceMessageId: message.id, audioPath: up.json().path, duration: 2 },
    });
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    const outbox = path.join(server.dataDir, 'outbox');
    const mails = await Promise.all((await readdir(outbox)).map((f) => readFile(path.join(outbox, f), 'utf8')));
    replyToken = mails.join('\n').match(/\/r\/([A-Za-z0-9_-]{20,})/)![1]!;
    const link = await app.inject({ method: 'POST', url: '/api/custom-links', headers: { cookie: host.cookie }, payload: { title: 'Our registry', url: 'https://example.com/registry', order: 0 } });
    expect(link.statusCode).toBeLessThan(300);
    const photo = await upload(app, host.profile!.gallerySlug, [{ filename: 'p.jpg', data: await jpeg(1, 320, 240), contentType: 'image/jpeg' }]);
    expect(photo.statusCode).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function signedInContext(kind: 'creator' | 'admin' | 'none', creatorCookie?: string) {
    const context = await newContext(browser, server.url, DESKTOP);
    await context.addInitScript(CSP_WATCH);
    if (kind === 'creator') await context.addCookies(browserCookies(creatorCookie!, server.url));
    if (kind === 'admin') {
      const res = await context.request.post('/admin-api/login', { data: OWNER, headers: { origin: server.url } });
      expect(res.status()).toBe(200);
    }
    return context;
  }

  it('signed-out screens: landing, auth, public page with the record modal, preview, gallery, reply page, admin login', async () => {
    const context = await signedInContext('none');
    const w = await watchedPage(context);
    const problems = [
      ...(await visit(w, '/', (p) => p.getByRole('heading').first().waitFor())),
      ...(await visit(w, '/auth?mode=signup', (p) => p.getByText('Welcome', { exact: false }).first().waitFor())),
      ...(await visit(w, '/auth?mode=signin', (p) => p.getByLabel(/email/i).first().waitFor())),
      ...(await visit(w, `/${host.profile!.username}`, async (p) => {
        await p.getByRole('button', { name: 'Record a Special Message' }).click();
        await p.getByRole('dialog').waitFor();
        // The recorder's worklet and worker load when recording starts.
        const start = p.getByRole('dialog').getByRole('button', { name: 'Start recording' });
        await start.click();
        await p.getByRole('dialog').getByText('Recording your message…').waitFor();
        await p.waitForTimeout(1500);
        await p.getByRole('dialog').getByRole('button', { name: 'Stop recording' }).click();
        await p.getByRole('dialog').getByRole('button', { name: 'Re-record' }).waitFor();
      })),
      ...(await visit(w, `/preview2/${host.profile!.username}`, (p) => p.waitForLoadState('networkidle'))),
      ...(await visit(w, `/g/${host.profile!.gallerySlug}`, (p) => p.getByText('Wedding Photo Gallery').first().waitFor())),
      ...(await visit(w, `/r/${replyToken}`, (p) => p.locator('audio').first().waitFor({ state: 'attached' }))),
      ...(await visit(w, '/admin-login', (p) => p.getByLabel(/username/i).first().waitFor())),
      ...(await visit(w, '/no-such-page/at-all', (p) => p.waitForLoadState('networkidle'))),
    ];
    expect(problems).toEqual([]);
    await context.close();
  });

  it('creator screens: onboarding, dashboard, settings, background, edit, links, subscribers', async () => {
    const fresh = await createCreator(server.app, { profile: false });
    const onboarding = await signedInContext('creator', fresh.cookie);
    const wo = await watchedPage(onboarding);
    const problems = await visit(wo, '/onboarding', (p) => p.getByLabel(/username/i).first().waitFor());
    await onboarding.close();

    const context = await signedInContext('creator', host.cookie);
    const w = await watchedPage(context);
    for (const [url, text] of [
      ['/admin', 'Voice Messages'],
      ['/admin/settings', 'Your Public Profile'],
      ['/admin/background-settings', 'Back to Dashboard'],
      ['/edit', 'Refresh Preview'],
      ['/admin/website-links', 'Our registry'],
      ['/admin/email-subscribers', 'grace@example.com'],
    ] as const) {
      problems.push(...(await visit(w, url, (p) => p.getByText(text).first().waitFor())));
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the master admin dashboard', async () => {
    const context = await signedInContext('admin');
    const w = await watchedPage(context);
    const problems = await visit(w, '/master-admin', (p) => p.getByText(host.profile!.username).first().waitFor());
    expect(problems).toEqual([]);
    await context.close();
  });
});
