/**
 * The in-app browsers a link-in-bio's visitors land in (docs/decisions/020). Their webviews often refuse the
 * microphone, so the guest is told to open the page in their browser. Each app marks its user agent; the table is ours
 * (a test per user agent, in-app-browser.test.ts), since the maintained detectors lack some of these apps.
 */
const APPS: { name: string; pattern: RegExp }[] = [
  // Messenger before Facebook: its user agents carry Facebook's markers too.
  { name: 'Messenger', pattern: /FBAN\/Messenger|FB_IAB\/(Orca|MESSENGER)|\bMessenger(ForiOS|Lite)?\// },
  { name: 'Instagram', pattern: /\bInstagram\s/ },
  { name: 'Facebook', pattern: /\[FB[_;]|\bFBAN\/|\bFBAV\/|\bFB_IAB\// },
  { name: 'TikTok', pattern: /\b(musical_ly|trill|BytedanceWebview|TikTok)[_/ ]/i },
  { name: 'LinkedIn', pattern: /\bLinkedInApp\b/ },
  { name: 'Snapchat', pattern: /\bSnapchat\// },
  { name: 'X', pattern: /\bTwitter for iP(hone|ad)\b|\bTwitterAndroid\b/ },
  { name: 'Pinterest', pattern: /\[Pinterest\/|\bPinterest\/(iOS|Android)\b/ },
  { name: 'WeChat', pattern: /\bMicroMessenger\// },
  { name: 'LINE', pattern: /\bLine\/\d/ },
];

export type Platform = 'ios' | 'android' | 'other';

export interface InAppBrowser {
  /** The app whose webview this is. */
  app: string;
  platform: Platform;
}

export function platformOf(userAgent: string): Platform {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  if (/\bAndroid\b/.test(userAgent)) return 'android';
  return 'other';
}

/** The in-app browser this user agent belongs to, or null for a real browser. */
export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  const found = APPS.find((a) => a.pattern.test(userAgent));
  return found ? { app: found.name, platform: platformOf(userAgent) } : null;
}

/**
 * A link that leaves the webview for the system browser, where the platform has one: Chrome through an Android intent
 * (falling back to the same page if Chrome is missing), Safari through iOS's x-safari-https scheme (iOS 17 and later).
 */
export function openInBrowserUrl(pageUrl: string, platform: Platform): string | null {
  const url = new URL(pageUrl);
  if (platform === 'android') {
    const rest = `${url.host}${url.pathname}${url.search}`;
    return `intent://${rest}#Intent;scheme=${url.protocol.replace(':', '')};package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(url.href)};end`;
  }
  if (platform === 'ios') return `x-safari-${url.href}`;
  return null;
}
