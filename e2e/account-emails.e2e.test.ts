import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtp } from '../src/server/test/smtp.js';
import { launchBrowser, newContext, type RunningServer, screenshot, startServer, watchPage } from './support/browser.js';

const password = 'correct horse battery';

describe('email verification and password reset in Chromium', () => {
  let smtp: TestSmtp;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({ env: { SMTP_URL: smtp.url } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  const linkIn = async (to: string, pattern: RegExp) => {
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(to) && pattern.test(m.parsed.text ?? ''));
    return pattern.exec(mail.parsed.text ?? '')![0];
  };

  it('nudges on the dashboard until the mailed link is opened', async () => {
    const email = `e2e.verify.${Date.now().toString(36)}@example.com`;
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const problems = watchPage(page);
    const reg = await page.request.post('/api/register', {
      data: { email, password, firstName: 'Vera', lastName: 'Fied' },
      headers: { origin: server.url },
    });
    expect(reg.status()).toBe(201);
    // The dashboard needs a profile (without one, /admin goes to /onboarding; the next test covers that).
    const profile = await page.request.post('/api/creator-profile', {
      data: { username: `vera_${Date.now().toString(36).slice(-6)}`, displayName: 'Vera & Sam' },
      headers: { origin: server.url },
    });
    expect(profile.status()).toBe(201);

    await page.goto('/admin');
    const nudge = page.getByRole('region', { name: 'Verify your email address' });
    await nudge.waitFor();
    await screenshot(page, 'verify-nudge');

    const link = await linkIn(email, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=\S+/);
    await page.goto(link);
    await page.waitForURL((u) => u.pathname === '/admin');
    await expect.poll(() => page.getByText('Your email address is verified.').count()).toBeGreaterThan(0);
    expect(await nudge.count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, 'verify-done');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a host who opens the link before creating a profile lands on /onboarding, which says the address is verified', async () => {
    const email = `e2e.verify.early.${Date.now().toString(36)}@example.com`;
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const problems = watchPage(page);
    const reg = await page.request.post('/api/register', {
      data: { email, password, firstName: 'Early', lastName: 'Bird' },
      headers: { origin: server.url },
    });
    expect(reg.status()).toBe(201);
    const link = await linkIn(email, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=\S+/);
    await page.goto(link);
    await page.waitForURL((u) => u.pathname === '/onboarding');
    await expect.poll(() => page.getByText('Your email address is verified.').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, 'verify-before-onboarding');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("resets a forgotten password from the sign-in tab's dialog and the mailed link", async () => {
    const email = `e2e.reset.${Date.now().toString(36)}@example.com`;
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const problems = watchPage(page);
    const reg = await page.request.post('/api/register', {
      data: { email, password, firstName: 'Rita', lastName: 'Set' },
      headers: { origin: server.url },
    });
    expect(reg.status()).toBe(201);
    await context.clearCookies();

    await page.goto('/auth?mode=signin');
    await page.getByRole('button', { name: 'Forgot password?' }).waitFor();
    await screenshot(page, 'signin-tab');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await screenshot(page, 'forgot-dialog');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByRole('status').waitFor();
    expect(await dialog.getByRole('status').textContent()).toContain('If an account exists for that email');
    await screenshot(page, 'forgot-sent');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const link = await linkIn(email, /http:\/\/127\.0\.0\.1:\d+\/auth\/reset-password\?token=\S+/);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await page.getByLabel('Confirm new password').fill('a different one!!');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel('Confirm new password').fill('a brand new passphrase');
    await screenshot(page, 'reset-page');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL((u) => u.pathname === '/auth');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/onboarding');
    expect(problems).toEqual([]);
    await context.close();
  });
});
