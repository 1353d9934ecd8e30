import { describe, expect, it } from 'vitest';
import { DESKTOP, newContext, useServerAndBrowser } from './support/browser.js';

/** Every CSP violation the page reports, from before its first script runs. */
const CSP_WATCH = () => {
  const w = window as unknown as { __csp: string[] };
  w.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
  });
};

describe('the API reference in Chromium', () => {
  const t = useServerAndBrowser();

  it('/api/docs shows the calls from /api/openapi.json, every asset from this server, under the CSP without a violation', async () => {
    const context = await newContext(t.browser, t.server.url, DESKTOP);
    await context.addInitScript(CSP_WATCH);
    const page = await context.newPage();
    const problems: string[] = [];
    const elsewhere: string[] = [];
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
    });
    page.on('request', (req) => {
      const url = req.url();
      if (!url.startsWith(t.server.url) && !url.startsWith('data:')) elsewhere.push(url);
    });

    await page.goto('/api/docs');
    // Operations are listed by path; one from the creators' API and one from the admins' prove the document loaded.
    await page.getByText('/api/voice-messages/{id}', { exact: true }).first().waitFor();
    await page.getByText('/admin-api/users/{userId}/status', { exact: true }).first().waitFor();
    // Opening an operation renders its parameters and body schema (more of Swagger UI's code, more chances to break).
    await page.locator('.opblock-summary', { hasText: '/api/register' }).first().click();
    await page.getByText('firstName').first().waitFor();
    await page.waitForLoadState('networkidle');

    const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
    await context.close();
  });
});
