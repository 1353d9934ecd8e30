import { readFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, createTestAdmin, type TestAdmin } from '../src/server/modules/admin/admin.test-support.js';
import { addGalleryItem, latestReplyToken, uploadReply } from '../src/server/test/security/security-fixtures.js';
import { sendGuestMessage, uploadMessagePhoto, waitForPlayable } from '../src/server/modules/messages/messages.test-support.js';
import { jpeg } from '../src/server/modules/gallery/gallery.test-helpers.js';
import { createCreator, type Creator } from '../src/server/test/harness.js';
import { creatorContext, DESKTOP, newContext, PHONE, screenshot, useServerAndBrowser } from './support/browser.js';

/**
 * Every screen of the host, the guest and the master admin passes axe-core's WCAG 2 A and AA rules, in
 * English and in Arabic (right to left), at 375 px and 1280 px. No violation of any impact is allowed
 * (docs/decisions/076). One server and one browser; a context per language and width; the data is made once.
 */
const e2e = useServerAndBrowser();

const LANGS = ['en', 'ar'] as const;
type Lang = (typeof LANGS)[number];
const WIDTHS = [['375', PHONE], ['1280', DESKTOP]] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A text of the language's catalogue, as the screen shows it (for finding buttons by their names). */
function tr(lang: Lang, area: string, key: string, vars: Record<string, string> = {}): string {
  const catalogue = JSON.parse(readFileSync(new URL(`../src/shared/i18n/${lang}/${area}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
  const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}

interface Data {
  /** The hosts whose screens are checked, one per language (the account language picks the screens' language). */
  hosts: Record<Lang, Creator>;
  /** Accounts without a page yet: onboarding. */
  fresh: Record<Lang, Creator>;
  admins: Record<Lang, TestAdmin>;
  /** The guest page, gallery and links of the English host; their language comes from ?lang. */
  username: string;
  openGallery: string;
  lockedGallery: string;
  replyToken: string;
  listenPath: string;
  /** The English host's party screen, on (its card in Share shows it on; the Arabic host's shows it off). */
  partyPath: string;
}
let data: Data;

beforeAll(async () => {
  const { app } = e2e.server;
  const inject = async (opts: InjectOptions, status = 200) => {
    const res = await app.inject(opts);
    expect(res.statusCode, res.body).toBe(status);
    return res;
  };
  const hostIn = async (language: Lang, opts: { profile?: boolean } = {}) => {
    const host = await createCreator(app, opts);
    await inject({ method: 'PUT', url: '/api/auth/language', headers: { cookie: host.cookie }, payload: { language } });
    return host;
  };
  const hosts = { en: await hostIn('en'), ar: await hostIn('ar') };
  const fresh = { en: await hostIn('en', { profile: false }), ar: await hostIn('ar', { profile: false }) };
  let firstMessage = '';
  for (const host of Object.values(hosts)) {
    for (const name of ['Grace Hopper', 'ليلى', 'Alan']) {
      // Grace sends a photo with hers (docs/decisions/082): the inbox and the admin's details show it.
      const photoPath = name === 'Grace Hopper' ? await uploadMessagePhoto(app, await jpeg(3, 400, 300)) : undefined;
      const m = await sendGuestMessage(app, host.profile!.id, { senderName: name, senderEmail: `${host.profile!.username}.${name.length}@example.com`, subscribeToNewsletter: true, photoPath });
      firstMessage ||= m.id;
    }
    await inject({ method: 'POST', url: '/api/custom-links', headers: { cookie: host.cookie }, payload: { title: 'Our registry', url: 'https://example.com/registry' } }, 201);
    // The platforms' icons (docs/decisions/080).
    await inject({ method: 'POST', url: '/api/social-links', headers: { cookie: host.cookie }, payload: { platform: 'instagram', url: 'https://instagram.com/ada' } }, 201);
  }
  // The English host's page wears a designed theme, the Arabic host's the classic look (docs/decisions/080).
  await inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: hosts.en.cookie }, payload: { pageTheme: 'garden', textTheme: 'white', overlayColor: '#1f2d24', eventKind: 'wedding', eventDate: '2026-09-12' } });
  const en = hosts.en;
  // A reply, so the guest's reply page has one to play; a listen link of a message with its playable copy.
  await inject(
    { method: 'POST', url: '/api/voice-replies', headers: { cookie: en.cookie }, payload: { voiceMessageId: firstMessage, audioPath: await uploadReply(app, en.cookie), duration: 2 } },
    201,
  );
  const replyToken = await latestReplyToken(e2e.server.dataDir);
  await waitForPlayable(app, 'message', firstMessage);
  const links = (await inject({ method: 'GET', url: '/api/keepsake/listen-links', headers: { cookie: en.cookie } })).json() as { voiceMessageId: string; url: string }[];
  const listenPath = new URL(links.find((l) => l.voiceMessageId === firstMessage)!.url).pathname;
  // The English host's gallery is open and has a photo; the Arabic host's asks for a password.
  await addGalleryItem(app, en.profile!.gallerySlug, { uploaderName: 'Grace' });
  await inject({ method: 'POST', url: '/api/gallery/password', headers: { cookie: hosts.ar.cookie }, payload: { galleryPasswordEnabled: true, galleryPassword: 'first-dance' } });
  const party = (await inject({ method: 'POST', url: '/api/party-screen', headers: { cookie: en.cookie } })).json() as { url: string };
  const admins = { en: await createTestAdmin(app, { superAdmin: true }), ar: await createTestAdmin(app, { superAdmin: true }) };
  for (const lang of LANGS) {
    await inject({ method: 'PUT', url: '/admin-api/auth/language', headers: { cookie: await adminCookie(app, admins[lang]) }, payload: { language: lang } });
  }
  data = {
    hosts,
    fresh,
    admins,
    username: en.profile!.username,
    openGallery: en.profile!.gallerySlug,
    lockedGallery: hosts.ar.profile!.gallerySlug,
    replyToken,
    listenPath,
    partyPath: new URL(party.url).pathname,
  };
}, 120_000);

/** The screen once its data is in and its entrance animations are over (a half-faded text has no contrast yet). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

/** axe's WCAG 2 A/AA findings on the page as it is now: one line per rule and element. */
async function violations(page: Page, screen: string): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${screen}: ${v.id} [${v.impact}] ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? v.help}`),
  );
}

/** The findings of one language and width, gathered screen by screen (a screenshot of each screen with any). */
function checker(lang: Lang, width: string) {
  const found: string[] = [];
  const check = async (page: Page, screen: string) => {
    const lines = await violations(page, `${lang}-${width} ${screen}`);
    if (lines.length) await screenshot(page, `a11y-${lang}-${width}-${screen.replace(/[^a-z0-9]+/gi, '-')}`);
    found.push(...lines);
  };
  /** `ready`: a selector the screen shows once it is the one meant (not a loader or an error). */
  const visit = async (page: Page, path: string, screen = path, ready?: string) => {
    await page.goto(path);
    if (ready) await page.locator(ready).first().waitFor();
    await check(page, screen);
  };
  const expectNone = () => expect(found, `axe found:\n${found.join('\n')}`).toEqual([]);
  return { check, visit, expectNone };
}

const TIMEOUT = 300_000;

describe.concurrent('accessibility (axe-core, WCAG 2 A and AA) of every screen', () => {
  for (const lang of LANGS) {
    for (const [width, viewport] of WIDTHS) {
      describe(`${lang} at ${width} px`, () => {
        it('the signed-out and guest screens have no violations', async () => {
          const { check, visit, expectNone } = checker(lang, width);
          const q = `?lang=${lang}`;
          // Signed out: the browser's language picks the screens' (the guest's pages are told by ?lang as well).
          const context = await newContext(e2e.browser, e2e.server.url, viewport, { locale: lang === 'ar' ? 'ar' : 'en-US' });
          const page = await context.newPage();
          await visit(page, '/', 'landing');
          await visit(page, '/auth', 'auth sign-in', 'input[type=password]');
          await visit(page, '/auth?mode=signup', 'auth sign-up', 'input[type=password]');
          await visit(page, `/${data.username}${q}`, 'guest page', 'h1');
          await page.getByRole('button', { name: tr(lang, 'guest', 'page.recordSpecialMessage') }).first().click();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          await check(page, 'guest record modal');
          // The thank-you after a message is sent (docs/decisions/080), from the fake microphone.
          await dialog.getByRole('button', { name: tr(lang, 'guest', 'recorder.startRecording') }).click();
          await page.waitForTimeout(1500);
          await dialog.getByRole('button', { name: tr(lang, 'guest', 'recorder.stopRecording') }).click();
          await dialog.getByRole('button', { name: tr(lang, 'guest', 'modal.continue') }).click();
          await dialog.getByRole('textbox', { name: tr(lang, 'guest', 'modal.emailLabel') }).fill(`a11y.${lang}.${width}@example.com`);
          // The info step with a photo chosen (docs/decisions/082): its preview, status and Remove.
          await dialog.getByLabel(tr(lang, 'guest', 'modal.photoAdd')).setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpeg(5, 600, 400) });
          await dialog.getByText(tr(lang, 'guest', 'modal.photoReady')).waitFor();
          await check(page, 'guest record modal, info step with a photo');
          await dialog.getByRole('button', { name: tr(lang, 'guest', 'modal.send'), exact: true }).click();
          await page.getByTestId('thank-you').waitFor();
          await check(page, 'guest thank-you');
          await visit(page, `/g/${data.openGallery}${q}`, 'gallery', 'img');
          await visit(page, `/g/${data.lockedGallery}${q}`, 'gallery password', 'input[type=password]');
          await visit(page, `/r/${data.replyToken}${q}`, 'reply page', 'audio');
          await visit(page, `${data.listenPath}${q}`, 'listen page', 'audio');
          await visit(page, `${data.partyPath}${q}`, 'party screen', 'main img');
          await visit(page, `/no_such_host_here${q}`, 'unknown guest page');
          await visit(page, '/no/such/page', 'not found');
          await visit(page, '/admin-login', 'admin login');
          await context.close();
          expectNone();
        }, TIMEOUT);

        it("the host's screens, in the account's language, have no violations", async () => {
          const { check, visit, expectNone } = checker(lang, width);
          const fresh = await creatorContext(e2e.browser, e2e.server.url, data.fresh[lang].cookie, viewport);
          const freshPage = await fresh.newPage();
          await freshPage.goto('/onboarding');
          await check(freshPage, 'onboarding');
          await fresh.close();

          const context = await creatorContext(e2e.browser, e2e.server.url, data.hosts[lang].cookie, viewport);
          const page = await context.newPage();
          await page.goto('/admin');
          const row = page.getByTestId('voice-message').first();
          await row.waitFor();
          await check(page, 'dashboard');
          await row.getByRole('button', { name: new RegExp(`^${tr(lang, 'dashboard', 'inbox.reply')}`) }).click();
          await page.getByRole('dialog').waitFor();
          await check(page, 'reply dialog');
          await page.keyboard.press('Escape');
          for (const path of ['/admin/messages', '/admin/share', '/admin/keepsake', '/admin/event', '/admin/settings', '/admin/background-settings', '/edit', '/admin/email-subscribers', '/admin/website-links', '/admin/gallery']) {
            await visit(page, path);
          }
          await context.close();
          expectNone();
        }, TIMEOUT);

        it("the master admin's screens, in the admin's language, have no violations", async () => {
          const { check, expectNone } = checker(lang, width);
          const context = await creatorContext(e2e.browser, e2e.server.url, await adminCookie(e2e.server.app, data.admins[lang]), viewport);
          const page = await context.newPage();
          await page.goto('/master-admin');
          await page.locator('tbody tr').first().waitFor();
          await check(page, 'master admin');
          // The English host, who has messages to list.
          await page.getByRole('searchbox').fill(data.hosts.en.user.email);
          await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
          await page.locator('tbody tr').first().getByRole('button', { name: new RegExp(`^${tr(lang, 'admin', 'users.details')}:`) }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('tab').first().waitFor();
          await check(page, 'user details');
          for (const tab of ['voiceMessages', 'actions']) {
            await dialog.getByRole('tab', { name: new RegExp(tr(lang, 'admin', `details.tabs.${tab}`)) }).click();
            await check(page, `user details ${tab}`);
          }
          // The deletion's confirmation, its page name typed so the destructive button is enabled (and judged); cancelled.
          await dialog.getByRole('button', { name: tr(lang, 'admin', 'deleteAccount.open'), exact: true }).click();
          const confirm = page.getByRole('alertdialog');
          await confirm.getByRole('textbox').fill(data.hosts.en.profile!.username);
          await confirm.getByRole('button', { name: tr(lang, 'admin', 'deleteAccount.delete'), exact: true }).waitFor();
          await check(page, 'delete account dialog');
          await confirm.getByRole('button', { name: tr(lang, 'common', 'cancel'), exact: true }).click();
          await confirm.waitFor({ state: 'detached' });
          await context.close();
          expectNone();
        }, TIMEOUT);
      });
    }
  }
});
