import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import ar from '../src/shared/i18n/ar/editor.json' with { type: 'json' };
import deCommon from '../src/shared/i18n/de/common.json' with { type: 'json' };
import de from '../src/shared/i18n/de/editor.json' with { type: 'json' };
import esGuest from '../src/shared/i18n/es/guest.json' with { type: 'json' };
import { en } from '../src/shared/i18n/english.js';
import { createCreator, type Creator } from '../src/server/test/harness.js';
import { creatorContext, PHONE, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';
import { englishIn, englishOnScreen, type englishTexts } from './support/no-english.js';
import { openHostArea } from './support/host-area.js';

/**
 * The editor area in another language (docs/decisions/056): the host switches the account's language in Profile Settings and
 * the app turns German at once; the page's language for guests is set there too; every editor screen, dialog and
 * notice then speaks only German; Profile Settings in Arabic is laid out right to left at 375 px.
 */
const e2e = useServerAndBrowser();

const photo = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#e76f51' } }).jpeg().toBuffer();

async function hostPage(host: Creator) {
  const context = await creatorContext(e2e.browser, e2e.server.url, host.cookie, PHONE);
  const page = await context.newPage();
  return { context, page, problems: watchPage(page) };
}

const setLanguage = (host: Creator, language: string | null) =>
  e2e.server.app.inject({ method: 'PUT', url: '/api/auth/language', headers: { cookie: host.cookie }, payload: { language } });

/**
 * Whole texts of other areas that these screens show in English until those areas are translated (the app was
 * translated area by area, on branches merged later): the shared back link, the notifications' and co-hosts' cards
 * on Profile Settings, the form errors of errors.json. They are cut out of the screen's text before the check, so
 * 'Back' or 'Username' inside them is not counted, while the same word standing on its own still is.
 */
const OTHER_AREAS = [
  'Back to Dashboard',
  en('dashboard.mailCard.groupLabel'),
  en('keepsake.coHosts.emailLabel'),
  en('errors.username_required'),
  en('errors.username_min'),
  en('errors.display_name_required'),
  en('errors.link_title_required'),
  en('errors.link_url_required'),
];

/** englishOnScreen (support/no-english.ts) with OTHER_AREAS' texts cut out first. */
async function englishOfOurs(page: Page, language: 'de' | 'ar', files: Parameters<typeof englishTexts>[1]): Promise<string[]> {
  let shown = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].flatMap((e) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((a) => e.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, document.title, ...attributes].join('\n');
  });
  for (const text of OTHER_AREAS) shown = shown.split(text).join('\n');
  return englishIn(shown, language, files);
}

/** No English of the editor area (nor of the guest catalogue) on the screen as it is now. */
const noEnglish = async (page: Page, where: string) => expect(await englishOfOurs(page, 'de', ['editor', 'guest']), where).toEqual([]);

describe('the editor screens in the account’s language', () => {
  it('a host switches the account to Deutsch in Profile Settings, sets the page to Español for every guest, and each editor screen speaks German', async () => {
    const host = await createCreator(e2e.server.app);
    const username = host.profile!.username;
    const { context, page, problems } = await hostPage(host);

    // English first (the browser's language), then German through the Language card, with no reload.
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: en('editor.settings.title'), level: 1 }).waitFor();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('combobox', { name: en('editor.language.label'), exact: true }).selectOption('de');
    await page.getByRole('button', { name: en('common.unsaved.save') }).click();
    await page.getByRole('heading', { name: de.settings.title, level: 1 }).waitFor();
    await page.getByText(de.language.saved, { exact: true }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect((await e2e.server.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: host.cookie } })).json().language).toBe('de');
    expect(await page.getByRole('combobox', { name: de.language.label, exact: true }).inputValue()).toBe('de');
    await noEnglish(page, '/admin/settings');

    // The page's language for guests: Español, not following the guest's browser.
    await page.getByRole('combobox', { name: de.pageLanguage.label }).selectOption('es');
    const follow = page.getByRole('switch', { name: de.pageLanguage.follow });
    expect(await follow.getAttribute('aria-checked')).toBe('true');
    await follow.click();
    await page.getByRole('button', { name: deCommon.unsaved.save }).click();
    await page.getByText(de.pageLanguage.saved, { exact: true }).first().waitFor();
    const own = (await e2e.server.app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: host.cookie } })).json();
    expect(own).toMatchObject({ language: 'es', followGuestLanguage: false });

    // A guest whose browser speaks English sees the Spanish page.
    const guest = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: PHONE, locale: 'en-US' });
    const guestPage = await guest.newPage();
    await guestPage.goto(`/${username}`);
    await guestPage.getByRole('button', { name: esGuest.page.recordSpecialMessage }).waitFor();
    expect(await guestPage.evaluate(() => document.documentElement.lang)).toBe('es');
    await guest.close();

    // The crop dialog, from the Profile Picture card.
    await page.getByTestId('profile-picture-input').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    const crop = page.getByRole('dialog');
    await crop.getByRole('heading', { name: de.crop.title }).waitFor();
    await crop.getByRole('button', { name: de.crop.zoomIn }).click();
    await crop.getByText('1,1×').waitFor();
    await noEnglish(page, 'crop dialog');
    await crop.getByRole('button', { name: de.shared.cancel }).click();
    await crop.waitFor({ state: 'hidden' });

    // A social link in the list.
    await page.getByRole('textbox', { name: de.social.profileUrl }).fill('https://instagram.com/ada');
    await page.getByRole('button', { name: de.social.add, exact: true }).click();
    await page.getByRole('button', { name: 'Instagram entfernen' }).waitFor();
    await noEnglish(page, '/admin/settings with a social link');

    // A prompt's field with its German counter, on the Event screen (docs/decisions/079), saved by its save bar.
    await openHostArea(page, 'event');
    await page.getByRole('button', { name: de.prompts.add }).click();
    await page.getByText('Noch 140 Zeichen').waitFor();
    await page.keyboard.type('Was ist deine schönste Erinnerung?');
    await noEnglish(page, '/admin/event with a question');
    await page.getByRole('button', { name: deCommon.unsaved.save }).click();
    await page.getByText(de.prompts.saved, { exact: true }).first().waitFor();

    // The page hidden: the owner's previews say so, in German.
    await e2e.server.app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { isActive: false } });

    await page.goto('/admin/background-settings');
    await page.getByRole('heading', { name: de.background.title, level: 1 }).waitFor();
    await page.getByRole('status', { name: de.notice.hiddenTitle }).waitFor();
    expect(await page.title()).toContain(de.background.title);
    await noEnglish(page, '/admin/background-settings');

    await page.goto('/edit');
    await page.getByRole('heading', { name: de.shared.editProfile, level: 1 }).waitFor();
    await page.getByTestId('phone-preview').getByText('Ada & Charles').waitFor();
    await noEnglish(page, '/edit');
    for (const [target, title] of [
      [de.shared.updateBackground, de.shared.updateBackground],
      [de.shared.updateProfilePicture, de.shared.updateProfilePicture],
      [de.edit.editNameAndBio, de.edit.textTitle],
    ] as const) {
      await page.getByTestId('phone-preview').getByRole('button', { name: target, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: title }).waitFor();
      await noEnglish(page, `/edit: ${title}`);
      await dialog.getByRole('button', { name: de.shared.cancel }).click();
      await dialog.waitFor({ state: 'hidden' });
    }

    await page.goto('/admin/website-links');
    await page.getByRole('heading', { name: de.links.title, level: 1 }).waitFor();
    await page.getByText(de.links.none).waitFor();
    await noEnglish(page, '/admin/website-links, empty');
    await page.getByRole('button', { name: de.links.add }).click();
    await page.getByRole('alert').first().waitFor();
    await noEnglish(page, '/admin/website-links, the form refused');
    await page.getByRole('textbox', { name: de.links.linkTitle }).fill('Wunschliste');
    await page.getByRole('textbox', { name: de.links.url }).fill('example.com/liste');
    await page.getByRole('button', { name: de.links.add }).click();
    await page.getByRole('heading', { name: 'Deine Links (1)' }).waitFor();
    await noEnglish(page, '/admin/website-links, one link');

    // The alternative page is a guest's: the page's language (Spanish), whatever the host's account says.
    await e2e.server.app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { isActive: true } });
    await page.goto(`/preview2/${username}`);
    await page.getByRole('button', { name: esGuest.modal.sendVoiceMessage }).waitFor();
    expect(await englishOnScreen(page, 'es', ['guest'])).toEqual([]);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('a German host without a profile creates it on /onboarding in German', async () => {
    const fresh = await createCreator(e2e.server.app, { profile: false });
    expect((await setLanguage(fresh, 'de')).statusCode).toBe(200);
    const { context, page, problems } = await hostPage(fresh);
    await page.goto('/onboarding');
    await page.getByRole('heading', { name: de.onboarding.title }).waitFor();
    await noEnglish(page, '/onboarding');
    await page.getByRole('button', { name: de.onboarding.create }).click();
    await page.getByRole('textbox', { name: de.onboarding.displayName }).waitFor();
    await noEnglish(page, '/onboarding, the form refused');
    await context.close();
    expect(problems).toEqual([]);
  });

  it('Profile Settings in Arabic at 375 px: right to left, nothing wider than the phone', async () => {
    const host = await createCreator(e2e.server.app);
    expect((await setLanguage(host, 'ar')).statusCode).toBe(200);
    await e2e.server.app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { prompts: ['ما أجمل ذكرى لك معنا؟'] } });
    const { context, page, problems } = await hostPage(host);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: ar.settings.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: ar.language.title }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await englishOfOurs(page, 'ar', ['editor', 'guest'])).toEqual([]);
    await screenshot(page, 'i18n-editor-settings-ar-375');
    expect(problems).toEqual([]);
    await context.close();
  });
});
