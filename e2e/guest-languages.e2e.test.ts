import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../src/shared/i18n/ar/guest.json' with { type: 'json' };
import en from '../src/shared/i18n/en/guest.json' with { type: 'json' };
import es from '../src/shared/i18n/es/guest.json' with { type: 'json' };
import { createCreator } from '../src/server/test/harness.js';
import { newContext, screenshot, watchPage } from './support/browser.js';
import { startVoiceWorld, type VoiceWorld } from './support/voice.js';

let w: VoiceWorld;
beforeAll(async () => {
  w = await startVoiceWorld();
});
afterAll(async () => {
  await w?.close();
});

const htmlLangDir = () => [document.documentElement.lang, document.documentElement.dir];

describe("the guest's page in the guest's language (docs/decisions/055)", () => {
  it('a Spanish guest records, sends and reads ¡Mensaje enviado!; the message keeps its language', async () => {
    const host = await createCreator(w.server.app);
    const username = host.profile!.username;
    await w.server.app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { eventDate: '2026-06-14' } });
    const context = await newContext(w.browser, w.server.url);
    const page = await context.newPage();
    const problems = watchPage(page);
    page.on('console', (msg) => msg.type() === 'error' && problems.push(`console: ${msg.text()}`));

    await page.goto(`/${username}?lang=es`);
    expect(await page.evaluate(htmlLangDir)).toEqual(['es', 'ltr']);
    await page.getByText('14 de junio de 2026').waitFor();
    await page.getByRole('button', { name: es.page.recordSpecialMessage }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: es.modal.title }).waitFor();
    await expect.poll(() => dialog.getByText(es.recorder.readyToRecord).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: es.recorder.startRecording }).click();
    await dialog.getByText(es.recorder.recording).waitFor();
    await page.waitForTimeout(3000);
    await dialog.getByRole('button', { name: es.recorder.stopRecording }).click();
    await dialog.getByRole('button', { name: es.recorder.reRecord }).waitFor();
    await dialog.getByRole('button', { name: es.modal.continue }).click();
    await dialog.getByRole('textbox', { name: es.modal.emailLabel }).fill('invitada@example.com');
    await dialog.getByRole('textbox', { name: es.modal.nameLabel }).fill('Lucía');
    await screenshot(page, 'languages-es-details');
    await dialog.getByRole('button', { name: es.modal.send, exact: true }).click();
    await page.getByText(es.modal.sentTitle, { exact: true }).waitFor();
    await page.getByText(es.modal.sentDetail, { exact: true }).waitFor();
    await screenshot(page, 'languages-es-sent');
    // Not one English word of the guest's flow was on the screen.
    const text = await page.evaluate(() => document.body.innerText);
    for (const english of [en.page.recordSpecialMessage, en.modal.sentTitle, en.page.savedInProduct, en.page.poweredBy]) expect(text).not.toContain(english);

    const [stored] = await w.listMessages(host);
    expect(stored).toMatchObject({ senderName: 'Lucía', senderEmail: 'invitada@example.com' });
    const row = await w.server.app.deps.db.selectFrom('voiceMessages').select('language').where('id', '=', stored!.id).executeTakeFirstOrThrow();
    expect(row.language).toBe('es');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the language switcher, labelled 'Language', reloads the page in the chosen language", async () => {
    const host = await createCreator(w.server.app);
    const context = await newContext(w.browser, w.server.url);
    const page = await context.newPage();
    await page.goto(`/${host.profile!.username}`);
    const select = page.getByRole('combobox', { name: en.language.label });
    expect(await select.inputValue()).toBe('en');
    await Promise.all([page.waitForURL(/\?lang=es$/), select.selectOption('es')]);
    await page.getByRole('button', { name: es.page.recordSpecialMessage }).waitFor();
    expect(await page.getByRole('combobox', { name: es.language.label }).inputValue()).toBe('es');
    expect(await page.evaluate(htmlLangDir)).toEqual(['es', 'ltr']);
    await context.close();
  });

  it('Arabic at 375 px: right to left, mirrored, nothing clipped; the recorder timer and player stay left to right', async () => {
    const host = await createCreator(w.server.app);
    const username = host.profile!.username;
    await w.server.app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { eventDate: '2026-06-14' } });
    const context = await newContext(w.browser, w.server.url);
    const page = await context.newPage();
    const problems = watchPage(page);
    page.on('console', (msg) => msg.type() === 'error' && problems.push(`console: ${msg.text()}`));
    await page.goto(`/${username}?lang=ar`);
    expect(await page.evaluate(htmlLangDir)).toEqual(['ar', 'rtl']);
    const button = page.getByRole('button', { name: ar.page.recordSpecialMessage });
    await button.waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBe(0);
    // Mirrored: the language switcher sits at the inline end, which in Arabic is the left.
    const switcher = await page.getByRole('combobox', { name: ar.language.label }).boundingBox();
    expect(switcher!.x).toBeLessThan(375 / 2);
    await screenshot(page, 'languages-ar-public-page');

    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: ar.modal.title }).waitFor();
    await expect.poll(() => dialog.getByText(ar.recorder.readyToRecord).isVisible()).toBe(true);
    await screenshot(page, 'languages-ar-record-modal');
    await dialog.getByRole('button', { name: ar.recorder.startRecording }).click();
    await dialog.getByText(ar.recorder.recording).waitFor();
    await page.waitForTimeout(2000);
    expect(await dialog.getByTestId('recorder-timer').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await dialog.getByRole('button', { name: ar.recorder.stopRecording }).click();
    await dialog.getByRole('button', { name: ar.recorder.reRecord }).waitFor();
    expect(await dialog.locator('audio').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    expect(await overflow()).toBe(0);
    await screenshot(page, 'languages-ar-recorded');
    expect(problems).toEqual([]);
    await context.close();
  });
});
