import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS } from './browser.js';

/** The W3C key under which WebDriver answers an element reference. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** An element in the page, as WebDriver refers to it. */
export interface WebElement {
  [ELEMENT_KEY]: string;
}

/** The elements that can carry a role, by role; any other role is looked up by its explicit attribute. */
const ROLE_CANDIDATES: Record<string, string> = {
  button: 'button, [role="button"], input[type="button"], input[type="submit"], input[type="reset"]',
  textbox:
    'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], input[type="search"], textarea, [role="textbox"]',
  link: 'a[href], [role="link"]',
  checkbox: 'input[type="checkbox"], [role="checkbox"]',
  dialog: 'dialog, [role="dialog"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
};

/** An XPath string literal for any text (XPath 1.0 has no escape for quotes). */
function xpathLiteral(text: string) {
  if (!text.includes("'")) return `'${text}'`;
  if (!text.includes('"')) return `"${text}"`;
  return `concat(${text
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
}

/**
 * One browser session over classic WebDriver (plain JSON over HTTP, as WebKitGTK's WebKitWebDriver speaks it):
 * the dozen commands the e2e tests need, and lookups by role and accessible name as the browser's own
 * accessibility engine computes them (computedrole / computedlabel), like Playwright's getByRole.
 * docs/decisions/035 says why this is plain `fetch` rather than a client library.
 */
export class WebDriverSession {
  private constructor(private readonly base: string) {}

  static async create(driverUrl: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const { sessionId } = await send<{ sessionId: string }>('POST', `${driverUrl}/session`, { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(`${driverUrl}/session/${sessionId}`);
  }

  private command<T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown) {
    return send<T>(method, `${this.base}${route}`, body ?? (method === 'POST' ? {} : undefined));
  }

  goto(url: string) {
    return this.command<null>('POST', '/url', { url });
  }

  execute<T>(script: string, ...args: unknown[]) {
    return this.command<T>('POST', '/execute/sync', { script, args });
  }

  /** Runs a script whose last argument is the callback that ends it. */
  executeAsync<T>(script: string, ...args: unknown[]) {
    return this.command<T>('POST', '/execute/async', { script, args });
  }

  /**
   * Starts collecting the page's uncaught errors and unhandled rejections (classic WebDriver has no event for
   * them). Call it after each navigation; errors during the page's first load are not seen.
   */
  watchErrors() {
    return this.execute<null>(
      `const errors = (window.__e2eErrors = []);
       window.addEventListener('error', (e) => errors.push('error: ' + e.message));
       window.addEventListener('unhandledrejection', (e) => errors.push('unhandledrejection: ' + String(e.reason)));`,
    );
  }

  /** What watchErrors() collected since. */
  pageErrors() {
    return this.execute<string[]>('return window.__e2eErrors || [];');
  }

  findAll(css: string, within?: WebElement) {
    const route = within ? `/element/${within[ELEMENT_KEY]}/elements` : '/elements';
    return this.command<WebElement[]>('POST', route, { using: 'css selector', value: css });
  }

  private findAllByXPath(xpath: string, within?: WebElement) {
    const route = within ? `/element/${within[ELEMENT_KEY]}/elements` : '/elements';
    return this.command<WebElement[]>('POST', route, { using: 'xpath', value: xpath });
  }

  role(el: WebElement) {
    return this.command<string>('GET', `/element/${el[ELEMENT_KEY]}/computedrole`);
  }

  accessibleName(el: WebElement) {
    return this.command<string>('GET', `/element/${el[ELEMENT_KEY]}/computedlabel`);
  }

  /**
   * Visible as Playwright means it: a non-empty box, not hidden by CSS. (WebDriver's own "displayed" heuristic
   * calls a truncated line inside a scrolling list hidden.)
   */
  isVisible(el: WebElement) {
    return this.execute<boolean>(
      `const el = arguments[0];
       const box = el.getBoundingClientRect();
       return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });`,
      el,
    );
  }

  isEnabled(el: WebElement) {
    return this.command<boolean>('GET', `/element/${el[ELEMENT_KEY]}/enabled`);
  }

  click(el: WebElement) {
    return this.command<null>('POST', `/element/${el[ELEMENT_KEY]}/click`);
  }

  type(el: WebElement, text: string) {
    return this.command<null>('POST', `/element/${el[ELEMENT_KEY]}/value`, { text });
  }

  /**
   * Chooses files in an `<input type="file">`, as a guest picking them would (the input may be visually hidden
   * behind a styled button: WebDriver allows that for file inputs). Absolute paths on this machine.
   */
  setFiles(input: WebElement, files: string[]) {
    return this.type(input, files.map((f) => path.resolve(f)).join('\n'));
  }

  /** Sets a cookie for the current page's origin (navigate there first). */
  addCookie(cookie: { name: string; value: string; path?: string }) {
    return this.command<null>('POST', '/cookie', { cookie: { path: '/', ...cookie } });
  }

  /**
   * Sizes the window so that the page's layout viewport is width x height CSS pixels, whatever the browser's
   * toolbar and page zoom add (a few rounds: each measures the viewport and corrects the window by the ratio).
   */
  async setViewport(width: number, height: number) {
    let rect = { width, height };
    for (let round = 0; round < 4; round++) {
      await this.command('POST', '/window/rect', rect);
      const actual = await this.command<{ width: number; height: number }>('GET', '/window/rect');
      const inner = await this.execute<{ w: number; h: number }>('return { w: window.innerWidth, h: window.innerHeight };');
      if (inner.w === width && inner.h === height) return;
      const zoom = actual.width / inner.w;
      rect = { width: actual.width + Math.round((width - inner.w) * zoom), height: actual.height + Math.round((height - inner.h) * zoom) };
    }
    const inner = await this.execute<{ w: number; h: number }>('return { w: window.innerWidth, h: window.innerHeight };');
    throw new Error(`WebDriver: the viewport stays ${inner.w}x${inner.h}, not ${width}x${height} (a minimum window size?)`);
  }

  /** The visible part of the page as PNG, under test-results/screenshots/ (not committed). */
  async screenshot(name: string) {
    const png = await this.command<string>('GET', '/screenshot');
    const dir = path.join(ARTIFACTS, 'screenshots');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${name}.png`);
    writeFileSync(file, Buffer.from(png, 'base64'));
    return file;
  }

  /** The visible element with this role and accessible name, waited for. */
  byRole(role: string, name: string, options: { within?: WebElement; timeout?: number } = {}) {
    return this.waitFor(`a ${role} named "${name}"`, options.timeout, async () => {
      for (const el of await this.findAll(ROLE_CANDIDATES[role] ?? `[role="${role}"]`, options.within)) {
        // WebKit answers "unknown error" for an element it keeps out of the accessibility tree: not a match.
        const matches = async () =>
          (await this.accessibleName(el)) === name && (await this.role(el)) === role && (await this.isVisible(el));
        if (await matches().catch(() => false)) return el;
      }
      return null;
    });
  }

  /** The `<input type="file">` with this accessible name (often visually hidden behind a button), waited for. */
  fileInput(name: string, options: { within?: WebElement; timeout?: number } = {}) {
    return this.waitFor(`a file input named "${name}"`, options.timeout, async () => {
      for (const el of await this.findAll('input[type="file"]', options.within)) {
        if ((await this.accessibleName(el).catch(() => null)) === name) return el;
      }
      return null;
    });
  }

  /** The visible element whose own text is exactly this (trimmed), waited for. */
  byText(text: string, options: { within?: WebElement; timeout?: number } = {}) {
    return this.waitFor(`the text "${text}"`, options.timeout, async () => {
      for (const el of await this.findAllByXPath(`.//*[text()[normalize-space(.) = ${xpathLiteral(text)}]]`, options.within)) {
        if (await this.isVisible(el)) return el;
      }
      return null;
    });
  }

  /** Polls until `probe` gives a value (elements come and go while the page renders). */
  async waitFor<T>(what: string, timeout = 15_000, probe: () => Promise<T | null | false>): Promise<T> {
    const deadline = Date.now() + timeout;
    let lastError: unknown;
    for (;;) {
      try {
        const found = await probe();
        if (found) return found;
      } catch (err) {
        // A stale element (the page re-rendered between two calls): look again.
        lastError = err;
      }
      if (Date.now() > deadline) throw new Error(`WebKit: waited ${timeout} ms for ${what}${lastError ? ` (${String(lastError)})` : ''}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  close() {
    return this.command<null>('DELETE', '');
  }
}

/** One WebDriver call: JSON in, `{ value }` out; a WebDriver error becomes a thrown Error with its message. */
async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { value: T & { error?: string; message?: string } };
  if (!res.ok) throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${json.value?.error}: ${json.value?.message}`);
  return json.value;
}
