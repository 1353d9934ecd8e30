import { describe, expect, it } from 'vitest';
import { detectInAppBrowser, openInBrowserUrl, platformOf } from './in-app-browser.js';
import { IN_APP_USER_AGENTS } from './in-app-user-agents.test-support.js';

/** Real browsers, which must never see the banner. */
const BROWSERS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Android 13; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
];

describe('in-app browsers', () => {
  it.each(IN_APP_USER_AGENTS)('recognises %s on %s', (app, platform, ua) => {
    expect(detectInAppBrowser(ua)).toEqual({ app, platform });
  });

  it.each(BROWSERS)('leaves a real browser alone: %s', (ua) => {
    expect(detectInAppBrowser(ua)).toBeNull();
  });

  it('opens the page in Chrome on Android and in Safari on iOS, and offers nothing elsewhere', () => {
    const page = 'https://voxbook.example/anna_ben?lang=es';
    expect(openInBrowserUrl(page, 'android')).toBe(
      'intent://voxbook.example/anna_ben?lang=es#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=https%3A%2F%2Fvoxbook.example%2Fanna_ben%3Flang%3Des;end',
    );
    expect(openInBrowserUrl(page, 'ios')).toBe('x-safari-https://voxbook.example/anna_ben?lang=es');
    expect(openInBrowserUrl(page, 'other')).toBeNull();
    expect(platformOf(BROWSERS[5]!)).toBe('other');
  });
});
