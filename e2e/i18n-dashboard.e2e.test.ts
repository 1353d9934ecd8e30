import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/server/ids.js';
import { createCreator, type Creator } from '../src/server/test/harness.js';
import ar from '../src/shared/i18n/ar/dashboard.json' with { type: 'json' };
import de from '../src/shared/i18n/de/dashboard.json' with { type: 'json' };
import keepsake from '../src/shared/i18n/en/keepsake.json' with { type: 'json' };
import { creatorContext, screenshot, watchPage } from './support/browser.js';
import { englishOnScreen } from './support/no-english.js';
import { startVoiceWorld, type VoiceWorld } from './support/voice.js';

let w: VoiceWorld;
beforeAll(async () => {
  w = await startVoiceWorld();
});
afterAll(async () => {
  await w?.close();
});

const htmlLangDir = () => [document.documentElement.lang, document.documentElement.dir];
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name]!);

/** A host whose account speaks `language`, with two voice messages (one from a guest who left no name) and a subscriber. */
async function hostIn(language: 'de' | 'ar'): Promise<Creator> {
  const host = await createCreator(w.server.app);
  const res = await w.server.app.inject({ method: 'PUT', url: '/api/auth/language', headers: { cookie: host.cookie }, payload: { language } });
  expect(res.statusCode).toBe(200);
  await w.seedMessages(host, [
    { senderName: 'Grete', senderEmail: 'grete@example.com', minutesAgo: 5 },
    { senderName: null, senderEmail: 'ohne.namen@example.com', minutesAgo: 150 },
  ]);
  const now = Date.now();
  await w.server.app.deps.db
    .insertInto('emailSubscribers')
    .values({ id: newId(), creatorProfileId: host.profile!.id, email: 'grete@example.com', senderName: 'Grete', messageCount: 1, createdAt: now, updatedAt: now })
    .execute();
  return host;
}

/**
 * What other areas show on these screens, checked by their own tests: the keepsake cards of the dashboard (page QR
 * code, table cards, album, book) and the sub-pages' back link (common). Their English ('Download album', 'Back to
 * Dashboard') is not the dashboard area's, and is left out by its exact text.
 */
const OTHER_AREAS = [
  ...[keepsake.pageQr, keepsake.tableCards, keepsake.album, keepsake.book].flatMap((texts) =>
    Object.values(texts).filter((v): v is string => typeof v === 'string' && !v.includes('{{')),
  ),
  'Back to Dashboard',
];

/** The dashboard area's English (and the guest recorder's, inside the reply dialog): none may show. */
async function englishOf(page: Page, language: 'de' | 'ar'): Promise<string[]> {
  await page.evaluate((foreign) => {
    const skip = new Set(foreign);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (skip.has(node.textContent?.trim() ?? '')) node.textContent = '';
  }, OTHER_AREAS);
  return englishOnScreen(page, language, ['dashboard', 'guest']);
}

describe('the dashboard, the inbox and the subscribers in the host’s language', () => {
  it('a German host reads the dashboard, all messages with the reply dialog, and the subscribers in German', async () => {
    const host = await hostIn('de');
    const context = await creatorContext(w.browser, w.server.url, host.cookie);
    const page = await context.newPage();
    const problems = watchPage(page);

    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: fill(de.page.welcome, { name: 'Ada & Charles' }) }).waitFor();
    expect(await page.evaluate(htmlLangDir)).toEqual(['de', 'ltr']);
    // The newest message, its time in German, the guest without a name, the counts of today as German plurals.
    const grete = page.getByTestId('voice-message').filter({ hasText: 'Grete' });
    await grete.getByText('vor 5 Min.').waitFor();
    await page.getByTestId('voice-message').filter({ hasText: de.inbox.aGuest }).getByText('vor 2 Std.').waitFor();
    await page.locator('[data-activity="voiceMessages"]').getByText(fill(de.activity.voiceMessages_other, { count: '2' })).waitFor();
    await page.getByRole('link', { name: fill(de.inbox.viewAll, { total: '2' }) }).waitFor();
    await page.getByRole('heading', { name: de.galleryQr.title }).waitFor();
    await page.getByText(de.verifyNudge.title).waitFor();
    expect(await page.title()).toContain(de.page.documentTitle);
    await screenshot(page, 'i18n-dashboard-de');
    expect(await englishOf(page, 'de')).toEqual([]);

    await page.getByRole('link', { name: fill(de.inbox.viewAll, { total: '2' }) }).click();
    await page.getByRole('heading', { name: de.allMessages.title }).waitFor();
    await page.getByText(fill(de.allMessages.range, { range: '1–2', total: '2' })).waitFor();
    await page.getByRole('button', { name: fill(de.inbox.replyTo, { name: 'Grete' }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: de.reply.title }).waitFor();
    await dialog.getByText('grete@example.com').waitFor();
    await dialog.getByRole('button', { name: de.reply.send }).waitFor();
    await screenshot(page, 'i18n-messages-reply-de');
    expect(await englishOf(page, 'de')).toEqual([]);
    await dialog.getByRole('button', { name: de.reply.cancel }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/admin/email-subscribers');
    await page.getByRole('heading', { name: de.subscribers.title }).waitFor();
    await page.getByRole('row').filter({ hasText: 'grete@example.com' }).waitFor();
    await page.getByRole('button', { name: fill(de.subscribers.removeLabel, { email: 'grete@example.com' }) }).waitFor();
    await page.getByRole('button', { name: de.subscribers.export }).waitFor();
    await screenshot(page, 'i18n-subscribers-de');
    expect(await englishOf(page, 'de')).toEqual([]);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('an Arabic host’s dashboard is right to left on a phone, nothing sticking out', async () => {
    const host = await hostIn('ar');
    const context = await creatorContext(w.browser, w.server.url, host.cookie);
    const page = await context.newPage();
    const problems = watchPage(page);

    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: fill(ar.page.welcome, { name: 'Ada & Charles' }) }).waitFor();
    expect(await page.evaluate(htmlLangDir)).toEqual(['ar', 'rtl']);
    // Two messages today: Arabic's own form for two, with no number in it.
    await page.locator('[data-activity="voiceMessages"]').getByText(ar.activity.voiceMessages_two).waitFor();
    await page.getByTestId('voice-message').filter({ hasText: ar.inbox.aGuest }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'i18n-dashboard-ar');
    expect(await englishOf(page, 'ar')).toEqual([]);

    expect(problems).toEqual([]);
    await context.close();
  });
});
