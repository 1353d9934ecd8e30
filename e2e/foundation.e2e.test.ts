import { describe, expect, it } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot, useServerAndBrowser, watchPage } from './support/browser.js';

describe('a host signs up, creates a profile, sees the dashboard and the public page, logs out and back in', () => {
  const e2e = useServerAndBrowser();

  for (const [label, viewport] of [['375', PHONE], ['1280', DESKTOP]] as const) {
    it(`works end to end at ${label} px`, async () => {
      const context = await newContext(e2e.browser, e2e.server.url, viewport);
      const page = await context.newPage();
      const problems = watchPage(page);
      const email = `e2e.${label}.${Date.now()}@example.com`;
      const username = `e2e_${label}_${Date.now().toString(36).slice(-4)}`;
      const password = 'a long enough password';

      await page.goto('/');
      await page.getByRole('heading', { name: 'Your Link-in-Bio Voice Guestbook' }).waitFor();
      await screenshot(page, `landing-${label}`);

      await page.getByRole('link', { name: 'Get Started' }).first().click();
      await page.waitForURL(/\/auth\?mode=signup/);
      await page.getByRole('heading', { name: 'Welcome', exact: true }).waitFor();
      // The form's own validation speaks the product spec's words before anything is sent.
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('First name is required').waitFor();
      await page.getByLabel('First name').fill('Emma');
      await page.getByLabel('Last name').fill('Stone');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password').fill('something else');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText("Passwords don't match").waitFor();
      await page.getByLabel('Confirm password').fill(password);
      await screenshot(page, `auth-signup-${label}`);
      await page.getByRole('button', { name: 'Create Account' }).click();

      // The post-login gate finds no profile and sends the host to onboarding.
      await page.waitForURL(/\/onboarding$/);
      await page.getByLabel('Display name').fill('Emma & James');
      // Typed with capitals and a dash: lowercased and stripped as typed, and previewed as host/username.
      await page.getByLabel('Username').pressSequentially(`${username.toUpperCase()}-!`);
      await expect(page.getByLabel('Username').inputValue()).resolves.toBe(username);
      await page.getByText(`${new URL(e2e.server.url).host}/${username}`).waitFor();
      await page.getByLabel('Bio (optional)').fill('Thank you for celebrating with us!');
      await screenshot(page, `onboarding-${label}`);
      await page.getByRole('button', { name: 'Create Profile' }).click();

      await page.waitForURL(/\/admin$/);
      await page.getByText('Profile created!').first().waitFor();
      await page.getByText('Voice Messages').first().waitFor();
      await screenshot(page, `dashboard-${label}`);

      // 'View Page' opens the public page in a new tab (behind the menu on a phone).
      if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
      const [publicPage] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /View Page/ }).first().click()]);
      await publicPage.waitForLoadState();
      expect(new URL(publicPage.url()).pathname).toBe(`/${username}`);
      await publicPage.getByRole('heading', { name: 'Emma & James' }).waitFor();
      await publicPage.getByText(`@${username}`).waitFor();
      await publicPage.getByRole('button', { name: /Record a Special Message/ }).waitFor();
      await publicPage.getByText('Your message will be saved in our Guestbook.').waitFor();
      await screenshot(publicPage, `public-${label}`);
      await publicPage.close();

      // Logout: toast, then /auth; the dashboard is closed to the signed-out browser.
      if (viewport === PHONE && !(await page.getByRole('button', { name: 'Logout' }).isVisible())) {
        await page.getByRole('button', { name: 'Open menu' }).click();
      }
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(/\/auth/);
      await page.getByText('You have been successfully logged out.').first().waitFor();
      const me = await page.request.get('/api/auth/user');
      expect(me.status()).toBe(401);

      // Sign in again: a wrong password first, then the right one lands on the dashboard.
      await page.goto('/auth?mode=signin');
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: /Sign In/ }).last().click();
      await page.getByText('Invalid email or password').first().waitFor();
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: /Sign In/ }).last().click();
      await page.waitForURL(/\/admin$/);
      await page.getByText('Welcome back!').first().waitFor();

      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('shows the not-found page for unknown routes and Profile Not Found for unknown people', async () => {
    const context = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    await page.goto('/nobody_by_that_name');
    await page.getByText('Profile Not Found').waitFor();
    await page.getByText("The profile you're looking for doesn't exist or has been disabled.").waitFor();
    await page.goto('/deeply/unknown/path');
    await page.getByText(/page not found|404/i).first().waitFor();
    await context.close();
  });
});
