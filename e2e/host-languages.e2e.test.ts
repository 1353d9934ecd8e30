import { describe, expect, it } from 'vitest';
import deEditor from '../src/shared/i18n/de/editor.json' with { type: 'json' };
import { APP_AREAS } from '../src/shared/i18n/app-i18n.js';
import type { Language } from '../src/shared/i18n/languages.js';
import { createCreator, type Creator } from '../src/server/test/harness.js';
import { sendGuestMessage } from '../src/server/modules/messages/messages.test-support.js';
import { creatorContext, DESKTOP, PHONE, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';
import { englishOnScreen } from './support/no-english.js';

/**
 * The dashboard and every creator screen in the account's language (docs/decisions/056), with no text of the English
 * catalogues on the screen (in what it shows, its labels, titles and placeholders), and Arabic laid out right to left
 * at 375 px.
 */
const e2e = useServerAndBrowser();
const EVERY_AREA = ['guest', ...APP_AREAS] as const;

const CREATOR_SCREENS = [
  '/admin/dashboard',
  '/admin/messages',
  '/admin/share',
  '/admin/keepsake',
  '/admin/event',
  '/admin/settings',
  '/admin/background-settings',
  '/edit',
  '/admin/email-subscribers',
  '/admin/website-links',
  '/admin/gallery',
];

async function hostIn(language: Language, opts: { profile?: boolean } = {}): Promise<Creator> {
  const host = await createCreator(e2e.server.app, opts);
  const res = await e2e.server.app.inject({ method: 'PUT', url: '/api/auth/language', headers: { cookie: host.cookie }, payload: { language } });
  expect(res.statusCode, res.body).toBe(200);
  return host;
}

/** The screen once its data is in: no loader, no pending request of the page's own. */
async function settled(page: import('playwright-core').Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
}

describe("the host's screens in the account's language", () => {
  it('a German host sees every creator screen, empty and with messages, in German only', async () => {
    const host = await hostIn('de');
    const context = await creatorContext(e2e.browser, e2e.server.url, host.cookie, DESKTOP);
    const page = await context.newPage();
    const problems = watchPage(page);
    const found: Record<string, string[]> = {};
    const look = async (name: string) => {
      await settled(page);
      const english = await englishOnScreen(page, 'de', EVERY_AREA);
      if (english.length) found[name] = english;
    };

    for (const path of CREATOR_SCREENS) {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.lang === 'de');
      await look(`${path} (empty)`);
    }

    for (const name of ['Grace', 'Alan', 'Zoë']) {
      await sendGuestMessage(e2e.server.app, host.profile!.id, { senderName: name, senderEmail: `${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@example.com`, subscribeToNewsletter: true });
    }
    const withMessages = [['/admin/dashboard', 'Zoë'], ['/admin/messages', 'Zoë'], ['/admin/email-subscribers', 'zoe@example.com']] as const;
    for (const [path, shown] of withMessages) {
      await page.goto(path);
      await page.getByText(shown).first().waitFor();
      await look(`${path} (with messages)`);
    }
    await screenshot(page, 'host-languages-de-messages');
    expect(found).toEqual({});
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a German account without a page is welcomed to onboarding in German', async () => {
    const fresh = await hostIn('de', { profile: false });
    const context = await creatorContext(e2e.browser, e2e.server.url, fresh.cookie, PHONE);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.waitForURL((u) => u.pathname === '/onboarding');
    await settled(page);
    expect(await englishOnScreen(page, 'de', EVERY_AREA)).toEqual([]);
    await context.close();
  });

  it('an Arabic host: the dashboard at 375 px is right to left, mirrored, and nothing is cut off', async () => {
    const host = await hostIn('ar');
    for (const name of ['ليلى', 'Grace']) await sendGuestMessage(e2e.server.app, host.profile!.id, { senderName: name });
    const context = await creatorContext(e2e.browser, e2e.server.url, host.cookie, PHONE);
    const page = await context.newPage();
    await page.goto('/admin/dashboard');
    await page.getByText('ليلى').first().waitFor();
    await settled(page);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await englishOnScreen(page, 'ar', EVERY_AREA)).toEqual([]);
    // Nothing wider than the phone: no side scrolling, no text running out of the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'host-languages-ar-dashboard-375');
    await context.close();
  });

  it('the account language chosen in German is kept: the next visit opens in German, and back to the browser with null', async () => {
    const host = await hostIn('de');
    const context = await creatorContext(e2e.browser, e2e.server.url, host.cookie, PHONE);
    const page = await context.newPage();
    await page.goto('/admin/settings');
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByRole('heading', { name: deEditor.settings.title }).waitFor();
    await e2e.server.app.inject({ method: 'PUT', url: '/api/auth/language', headers: { cookie: host.cookie }, payload: { language: null } });
    await page.reload();
    await settled(page);
    // The test browser speaks English.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });
});
