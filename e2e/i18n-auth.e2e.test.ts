import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '../src/shared/i18n/de/auth.json' with { type: 'json' };
import deCommon from '../src/shared/i18n/de/common.json' with { type: 'json' };
import ar from '../src/shared/i18n/ar/auth.json' with { type: 'json' };
import { createCreator } from '../src/server/test/harness.js';
import { newContext, PHONE, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';
import { englishOnScreen } from './support/no-english.js';

/**
 * A visitor whose browser speaks German (docs/decisions/056) meets the landing page, sign-in, sign-up, the password
 * reset and the not-found page in German, the server's refusals and the form's own checks included (errors.json, by their codes);
 * an Arabic one gets the sign-in screen right to left.
 */
const e2e = useServerAndBrowser();

const htmlLangDir = () => [document.documentElement.lang, document.documentElement.dir];
/** The page runs off no side of the phone, and no marketing figure out of its card ('500.000+', '2 مليون+'). */
const overflows = (page: Page) =>
  page.evaluate(() => [
    document.documentElement.scrollWidth,
    ...[...document.querySelectorAll('[data-counter]')].filter((card) => card.scrollWidth > card.clientWidth).map((card) => card.textContent),
  ]);
/** No English of the landing and sign-in screens, the shared pieces, the dialogs' guest words, nor the server's messages. */
const noEnglish = (page: Page) => englishOnScreen(page, 'de', ['auth', 'common', 'guest', 'errors']);

async function germanVisitor() {
  const context = await newContext(e2e.browser, e2e.server.url, PHONE, { locale: 'de-DE' });
  const page = await context.newPage();
  return { context, page, problems: watchPage(page) };
}

describe('a visitor with a German browser', () => {
  it('reads the landing page, signs in and up, resets a password and gets lost, all in German', async () => {
    const { context, page, problems } = await germanVisitor();
    const host = await createCreator(e2e.server.app);

    await page.goto('/');
    await page.getByRole('heading', { name: de.landing.headline }).waitFor();
    expect(await page.evaluate(htmlLangDir)).toEqual(['de', 'ltr']);
    await page.getByText('10.000+').waitFor();
    expect(await noEnglish(page)).toEqual([]);
    // The longer German words and figures still fit on a phone.
    expect(await overflows(page)).toEqual([PHONE.width]);

    // Sign up: the form's own checks (the shared schema's messages) in German before anything is sent.
    await page.getByRole('link', { name: de.landing.getStarted }).click();
    await page.waitForURL(/\/auth\?mode=signup/);
    await page.getByRole('heading', { name: de.page.welcome, exact: true }).waitFor();
    await page.getByRole('button', { name: de.form.createAccount }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    expect(await noEnglish(page)).toEqual([]);
    expect(await page.title()).toBe(`${de.page.signUp} · Voxbook`);

    // Sign in with a wrong password: the server's refusal, in German.
    await page.getByRole('tab', { name: de.page.signIn }).click();
    await page.getByRole('heading', { name: de.page.welcomeBack }).waitFor();
    expect(await noEnglish(page)).toEqual([]);
    await page.getByLabel(de.form.email).fill(host.user.email);
    await page.getByLabel(de.form.password).fill('not the password');
    await page.getByRole('button', { name: de.form.signIn, exact: true }).click();
    await page.getByText(de.signIn.failed).first().waitFor();
    // The toast's detail is the server's 'Invalid email or password' by its code (errors.json): no English of it shows.
    expect(await noEnglish(page)).toEqual([]);

    // The forgot-password dialog, and what it says once the link is on its way.
    await page.getByRole('button', { name: de.forgot.open }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: de.forgot.title }).waitFor();
    expect(await noEnglish(page)).toEqual([]);
    await dialog.getByRole('button', { name: de.forgot.send }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await noEnglish(page)).toEqual([]);
    await dialog.getByLabel(de.form.email).fill(host.user.email);
    await dialog.getByRole('button', { name: de.forgot.send }).click();
    await dialog.getByText(de.forgot.sent).waitFor();
    expect(await noEnglish(page)).toEqual([]);
    await dialog.getByRole('button', { name: de.forgot.done }).click();

    // A third-party sign-in that was cancelled comes back as ?error=<code>.
    await page.goto('/auth?error=access_denied');
    await page.getByText(de.signIn.failed).first().waitFor();
    expect(await noEnglish(page)).toEqual([]);

    // The reset page: a link without its token, then one the server refuses.
    await page.goto('/auth/reset-password');
    await page.getByText(de.reset.invalidLink).waitFor();
    expect(await noEnglish(page)).toEqual([]);
    await page.goto('/auth/reset-password?token=not-a-real-token');
    await page.getByRole('heading', { name: de.reset.heading }).waitFor();
    await page.getByLabel(de.reset.newPassword, { exact: true }).fill('a long enough password');
    await page.getByLabel(de.reset.confirmNewPassword).fill('another long password');
    await page.getByRole('button', { name: de.reset.save }).click();
    await page.getByRole('alert').first().waitFor();
    expect(await noEnglish(page)).toEqual([]);
    await page.getByLabel(de.reset.confirmNewPassword).fill('a long enough password');
    await page.getByRole('button', { name: de.reset.save }).click();
    await page.getByText(de.reset.failed).first().waitFor();
    expect(await noEnglish(page)).toEqual([]);

    // Lost: the not-found page.
    await page.goto('/deeply/unknown/path');
    await page.getByRole('heading', { name: deCommon.notFound.title }).waitFor();
    await page.getByRole('link', { name: deCommon.goHome }).waitFor();
    expect(await noEnglish(page)).toEqual([]);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs up in German and lands on /onboarding', async () => {
    const { context, page, problems } = await germanVisitor();
    await page.goto('/auth?mode=signup');
    await page.getByLabel(de.form.firstName).fill('Emma');
    await page.getByLabel(de.form.lastName).fill('Stein');
    await page.getByLabel(de.form.email).fill(`e2e.de.${Date.now()}@example.com`);
    await page.getByLabel(de.form.password, { exact: true }).fill('a long enough password');
    await page.getByLabel(de.form.confirmPassword).fill('a long enough password');
    await page.getByText(de.form.passwordHint.replace('{{min}}', '8')).waitFor();
    expect(await noEnglish(page)).toEqual([]);
    await page.getByRole('button', { name: de.form.createAccount }).click();
    await page.waitForURL(/\/onboarding$/);
    await page.getByText(de.signUp.success).first().waitFor();
    expect(await englishOnScreen(page, 'de', ['auth', 'common'])).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an Arabic visitor gets the sign-in screen right to left (screenshot at 375 px)', async () => {
    const context = await newContext(e2e.browser, e2e.server.url, PHONE, { locale: 'ar' });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto('/auth');
    await page.getByRole('heading', { name: ar.page.welcomeBack }).waitFor();
    expect(await page.evaluate(htmlLangDir)).toEqual(['ar', 'rtl']);
    expect(await englishOnScreen(page, 'ar', ['auth', 'common', 'guest', 'errors'])).toEqual([]);
    // Nothing runs off the side of the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'i18n-auth-ar-375');
    await page.goto('/');
    await page.getByRole('heading', { name: ar.landing.headline }).waitFor();
    expect(await overflows(page)).toEqual([PHONE.width]);
    await screenshot(page, 'i18n-landing-ar-375');
    expect(problems).toEqual([]);
    await context.close();
  });
});
