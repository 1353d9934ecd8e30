import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jpeg, setGalleryPassword, upload } from '../src/server/modules/gallery/gallery.test-helpers.js';
import { createCreator, type Creator } from '../src/server/test/harness.js';
import ar from '../src/shared/i18n/ar/gallery.json' with { type: 'json' };
import de from '../src/shared/i18n/de/gallery.json' with { type: 'json' };
import deGuest from '../src/shared/i18n/de/guest.json' with { type: 'json' };
import es from '../src/shared/i18n/es/gallery.json' with { type: 'json' };
import esGuest from '../src/shared/i18n/es/guest.json' with { type: 'json' };
import fr from '../src/shared/i18n/fr/gallery.json' with { type: 'json' };
import frGuest from '../src/shared/i18n/fr/guest.json' with { type: 'json' };
import { creatorContext, newContext, PHONE, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';
import { englishOnScreen } from './support/no-english.js';

const e2e = useServerAndBrowser();
const GERMAN_BROWSER = { locale: 'de-DE' };
const htmlLangDir = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** A host whose gallery already holds two guests' photos. */
async function hostWithPhotos(): Promise<Creator & { slug: string }> {
  const host = await createCreator(e2e.server.app);
  const slug = host.profile!.gallerySlug;
  for (const [seed, name, file] of [[1, 'Grete', 'torte.jpg'], [2, 'Jonas', 'erster-tanz.jpg']] as const) {
    const res = await upload(e2e.server.app, slug, [{ filename: file, data: await jpeg(seed, 800, 600) }], { fields: { uploaderName: name } });
    expect(res.statusCode).toBe(201);
  }
  return { ...host, slug };
}

const setPage = (host: Creator, payload: { language: string; followGuestLanguage: boolean }) =>
  e2e.server.app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload });

describe("the gallery in the guest's language, its moderation in the host's", () => {
  it('a German browser sees the English page’s gallery in German: grid, upload dialog, viewer, slideshow, gate, not found', async () => {
    const host = await hostWithPhotos();
    const context = await newContext(e2e.browser, e2e.server.url, PHONE, GERMAN_BROWSER);
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`/g/${host.slug}`);
    await page.getByRole('heading', { name: de.page.heading }).waitFor();
    expect(await htmlLangDir(page)).toEqual(['de', 'ltr']);
    expect(await page.title()).toContain(de.page.heading);
    expect(await page.getByRole('combobox', { name: deGuest.language.label }).inputValue()).toBe('de');
    const tiles = page.getByRole('list', { name: de.grid.label }).getByRole('button');
    await expect.poll(() => tiles.count()).toBe(2);
    expect(await englishOnScreen(page, 'de', ['gallery', 'guest'])).toEqual([]);

    // The upload dialog: a refused file, two photos, the counted button, the toasts.
    await page.getByRole('button', { name: de.upload.button, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: de.upload.title }).waitFor();
    await dialog.getByRole('button', { name: de.upload.sendNone }).waitFor();
    await dialog.getByLabel(de.upload.choose).setInputFiles([{ name: 'notizen.txt', mimeType: 'text/plain', buffer: Buffer.from('hallo') }]);
    await page.getByText('notizen.txt ist kein gültiges Bild oder Video.', { exact: true }).waitFor();
    await dialog.getByLabel(de.upload.choose).setInputFiles([
      { name: 'ringe.jpg', mimeType: 'image/jpeg', buffer: await jpeg(3, 800, 600) },
      { name: 'kuchen.jpg', mimeType: 'image/jpeg', buffer: await jpeg(4, 800, 600) },
    ]);
    await dialog.getByLabel(de.upload.name).fill('Lena');
    await dialog.getByRole('button', { name: de.upload.addMore }).waitFor();
    // The longer German words wrap inside the dialog instead of pushing it past the phone's edge.
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    expect(await englishOnScreen(page, 'de', ['gallery', 'guest'])).toEqual([]);
    await screenshot(page, 'i18n-gallery-de-upload-dialog');
    await dialog.getByRole('button', { name: '2 Dateien hochladen' }).click();
    await page.getByText(de.upload.successful, { exact: true }).waitFor();
    await page.getByText('2 Dateien wurden zur Galerie hinzugefügt.', { exact: true }).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => tiles.count()).toBe(4);
    expect(await englishOnScreen(page, 'de', ['gallery', 'guest'])).toEqual([]);

    // The viewer.
    await page.getByRole('button', { name: 'Foto torte.jpg öffnen' }).click();
    const viewer = page.getByRole('dialog');
    await viewer.getByText('Geteilt von Grete', { exact: false }).waitFor();
    await viewer.getByText(/\d von 4$/).waitFor();
    await viewer.getByRole('button', { name: de.viewer.previous }).waitFor();
    await viewer.getByRole('link', { name: de.viewer.download }).waitFor();
    expect(await englishOnScreen(page, 'de', ['gallery', 'guest'])).toEqual([]);
    await screenshot(page, 'i18n-gallery-de-viewer');
    await viewer.getByRole('button', { name: deGuest.page.close }).click();
    await expect.poll(() => viewer.count()).toBe(0);

    // The slideshow.
    await page.getByRole('button', { name: de.page.slideshow }).click();
    const show = page.getByRole('region', { name: de.slideshow.label });
    await show.getByRole('img', { name: /\.jpg$/ }).waitFor();
    await show.getByRole('button', { name: de.slideshow.exit }).waitFor();
    expect(await englishOnScreen(page, 'de', ['gallery', 'guest'])).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => show.count()).toBe(0);

    // The password gate, once the host locks the gallery: a wrong password is refused in German.
    expect((await setGalleryPassword(e2e.server.app, host, 'erster-tanz', true)).statusCode).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: de.gate.unlock }).waitFor();
    await page.getByText(`Ada & Charles hat diese Galerie geschützt.`, { exact: false }).waitFor();
    await page.getByRole('button', { name: de.gate.unlock }).click();
    await page.getByText(de.gate.passwordRequired, { exact: true }).waitFor();
    await page.getByLabel(de.gate.password).fill('falsch');
    await page.getByRole('button', { name: de.gate.unlock }).click();
    await page.getByText(de.gate.incorrectPasswordDetail, { exact: true }).waitFor();
    expect(await englishOnScreen(page, 'de', ['gallery', 'guest'])).toEqual([]);
    await page.getByLabel(de.gate.password).fill('erster-tanz');
    await page.getByRole('button', { name: de.gate.unlock }).click();
    await page.getByText(de.gate.accessGrantedDetail, { exact: true }).waitFor();
    await expect.poll(() => tiles.count()).toBe(4);

    // An unknown gallery.
    await page.goto('/g/keinegalerie');
    await page.getByRole('heading', { name: de.page.notFound }).waitFor();
    await page.getByRole('link', { name: de.page.goHome }).waitFor();
    expect(await englishOnScreen(page, 'de', ['gallery', 'guest'])).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('?lang=fr wins over the German browser; the switcher reloads in the chosen language', async () => {
    const host = await hostWithPhotos();
    const context = await newContext(e2e.browser, e2e.server.url, PHONE, GERMAN_BROWSER);
    const page = await context.newPage();
    await page.goto(`/g/${host.slug}?lang=fr`);
    await page.getByRole('heading', { name: fr.page.heading }).waitFor();
    expect(await htmlLangDir(page)).toEqual(['fr', 'ltr']);
    await page.getByRole('link', { name: fr.page.downloadAll }).waitFor();
    const select = page.getByRole('combobox', { name: frGuest.language.label });
    expect(await select.inputValue()).toBe('fr');
    await Promise.all([page.waitForURL(/\?lang=es$/), select.selectOption('es')]);
    await page.getByRole('heading', { name: es.page.heading }).waitFor();
    expect(await page.getByRole('combobox', { name: esGuest.language.label }).inputValue()).toBe('es');
    expect(await htmlLangDir(page)).toEqual(['es', 'ltr']);
    await context.close();
  });

  it("a host who does not follow the guest's language and writes in Spanish: the German browser reads Spanish", async () => {
    const host = await hostWithPhotos();
    expect((await setPage(host, { language: 'es', followGuestLanguage: false })).statusCode).toBe(200);
    const context = await newContext(e2e.browser, e2e.server.url, PHONE, GERMAN_BROWSER);
    const page = await context.newPage();
    await page.goto(`/g/${host.slug}`);
    await page.getByRole('heading', { name: es.page.heading }).waitFor();
    expect(await htmlLangDir(page)).toEqual(['es', 'ltr']);
    await page.getByRole('button', { name: es.upload.button, exact: true }).waitFor();
    expect(await englishOnScreen(page, 'es', ['gallery'])).toEqual([]);
    // Following the guest again, the same browser reads German.
    expect((await setPage(host, { language: 'es', followGuestLanguage: true })).statusCode).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: de.page.heading }).waitFor();
    await context.close();
  });

  it('the host’s /admin/gallery speaks the account’s German: counts, times, the delete prompt, the toast', async () => {
    const host = await hostWithPhotos();
    const language = await e2e.server.app.inject({ method: 'PUT', url: '/api/auth/language', headers: { cookie: host.cookie }, payload: { language: 'de' } });
    expect(language.statusCode).toBeLessThan(300);
    const context = await creatorContext(e2e.browser, e2e.server.url, host.cookie);
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto('/admin/gallery');
    await page.getByRole('heading', { name: de.moderation.title }).waitFor();
    expect(await htmlLangDir(page)).toEqual(['de', 'ltr']);
    await page.getByText('2 Fotos und Videos', { exact: true }).waitFor();
    const items = page.getByTestId('moderation-item');
    await expect.poll(() => items.count()).toBe(2);
    await items.filter({ hasText: 'torte.jpg' }).getByText('Jetzt', { exact: true }).waitFor();
    await page.getByRole('link', { name: de.moderation.backToDashboard }).waitFor();
    expect(await englishOnScreen(page, 'de', ['gallery', 'guest'])).toEqual([]);
    await screenshot(page, 'i18n-gallery-de-moderation');

    await page.getByRole('button', { name: 'torte.jpg löschen' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('heading', { name: de.moderation.deleteTitle }).waitFor();
    await confirm.getByRole('button', { name: de.moderation.cancel }).waitFor();
    expect(await englishOnScreen(page, 'de', ['gallery', 'guest'])).toEqual([]);
    await confirm.getByRole('button', { name: de.moderation.delete }).click();
    await page.getByText(de.moderation.deleted, { exact: true }).first().waitFor();
    await page.getByText('1 Foto oder Video', { exact: true }).waitFor();
    expect(await englishOnScreen(page, 'de', ['gallery', 'guest'])).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Arabic at 375 px: right to left, mirrored, nothing clipped', async () => {
    const host = await hostWithPhotos();
    const context = await newContext(e2e.browser, e2e.server.url, PHONE);
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`/g/${host.slug}?lang=ar`);
    await page.getByRole('heading', { name: ar.page.heading }).waitFor();
    expect(await htmlLangDir(page)).toEqual(['ar', 'rtl']);
    await expect.poll(() => page.getByRole('list', { name: ar.grid.label }).getByRole('button').count()).toBe(2);
    await expect.poll(() => page.locator('img[loading="lazy"]').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The language switcher sits at the end of the reading line: the left, in Arabic.
    const switcher = await page.getByRole('combobox').boundingBox();
    expect(switcher!.x).toBeLessThan(PHONE.width / 2);
    await screenshot(page, 'i18n-gallery-ar-375');

    await page.getByRole('button', { name: ar.upload.button, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: ar.upload.title }).waitFor();
    await screenshot(page, 'i18n-gallery-ar-375-upload');
    expect(problems).toEqual([]);
    await context.close();
  });
});
