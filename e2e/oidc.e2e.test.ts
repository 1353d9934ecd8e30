import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../src/server/test/oidc.js';
import { launchBrowser, newContext, type RunningServer, screenshot, startServer, watchPage } from './support/browser.js';

describe('third-party sign-in in Chromium', () => {
  let idp: TestOidcProvider;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    idp = await startOidcProvider();
    server = await startServer({ env: idp.env });
    // The app's port is known only now; register its callback with the provider.
    idp.allowRedirects([`${server.url}/api/auth/google/callback`]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await idp?.close();
  });

  it("a new host signs in on the provider's login page and lands on /onboarding", async () => {
    const email = `e2e.oidc.${Date.now().toString(36)}@example.com`;
    idp.addAccount({ email, emailVerified: true, givenName: 'Edith', familyName: 'Clarke' });
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const problems = watchPage(page);

    await page.goto('/auth?mode=signin');
    await page.getByRole('link', { name: 'Continue with Google' }).first().click();
    await page.waitForURL((u) => u.origin === idp.issuer);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.waitForURL(`${server.url}/onboarding`);
    await page.getByRole('heading', { name: 'Create your profile' }).waitFor();
    await screenshot(page, 'oidc-onboarding');
    const me = await page.evaluate(async () => (await fetch('/api/auth/user')).json());
    expect(me).toMatchObject({ email, firstName: 'Edith', lastName: 'Clarke', authProvider: 'google', isEmailVerified: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('cancelling at the provider brings the visitor back to /auth with a message', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/auth?mode=signin');
    await page.getByRole('link', { name: 'Continue with Google' }).first().click();
    await page.waitForURL((u) => u.origin === idp.issuer);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((u) => u.origin === server.url && u.pathname === '/auth');
    await expect.poll(() => page.getByText('Sign-in was cancelled.').count()).toBeGreaterThan(0);
    await screenshot(page, 'oidc-cancelled');
    await context.close();
  });
});
