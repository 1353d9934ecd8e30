import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Scenario } from './scenario.js';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * The public page's JavaScript as a phone downloads it: the gzip size of every script requested before the page's
 * load event (what stands between the guest and a working Record button). What the page fetches afterwards, while
 * idle (the recorder, prefetched so a tap needs no network), is reported beside it.
 */
export const publicJsScenario: Scenario = {
  name: 'js',
  async run(ctx) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
    try {
      const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
      let loaded = false;
      page.once('load', () => (loaded = true));
      const scripts: { url: string; body: Buffer; beforeLoad: boolean }[] = [];
      page.on('request', (r) => {
        if (r.resourceType() !== 'script') return;
        const beforeLoad = !loaded;
        void r
          .response()
          .then((res) => res?.body())
          .then((body) => scripts.push({ url: r.url(), body: body ?? Buffer.alloc(0), beforeLoad }))
          .catch(() => undefined);
      });
      await page.goto(`${ctx.server.base}/${ctx.prepared.seed.bigHost.username}`, { waitUntil: 'networkidle' });
      const sized = (list: typeof scripts) => list.map((s) => ({ name: s.url.replace(/^.*\//, ''), kb: gzipSync(s.body).length / 1024 })).sort((a, b) => b.kb - a.kb);
      const total = (list: { kb: number }[]) => list.reduce((n, s) => n + s.kb, 0);
      const first = sized(scripts.filter((s) => s.beforeLoad));
      const idle = sized(scripts.filter((s) => !s.beforeLoad));
      const show = (list: { name: string; kb: number }[]) => list.map((s) => `${s.name} ${s.kb.toFixed(1)} KB`).join(', ');
      console.log(`[bench] public page scripts before load: ${show(first)}; fetched while idle: ${show(idle)}`);
      ctx.record(
        'public page JavaScript (gzip), 375 px',
        `${total(first).toFixed(1)} KB in ${first.length} files before the load event; then ${total(idle).toFixed(1)} KB in ${idle.length} files fetched while idle (the recorder)`,
        '<= 120 KB gzip before load',
        total(first) <= 120,
      );
    } finally {
      await browser.close();
    }
  },
};
