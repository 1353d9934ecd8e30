import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Scenario } from './scenario.js';

export const CHROMIUM = '/usr/bin/chromium';

/** The public page's JavaScript as a phone downloads it: the gzip size of every script it loads until the network is idle. */
export const publicJsScenario: Scenario = {
  name: 'js',
  async run(ctx) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
    try {
      const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
      const scripts: { url: string; body: Buffer }[] = [];
      page.on('response', async (r) => {
        if (r.request().resourceType() === 'script') scripts.push({ url: r.url(), body: await r.body().catch(() => Buffer.alloc(0)) });
      });
      await page.goto(`${ctx.server.base}/${ctx.prepared.seed.bigHost.username}`, { waitUntil: 'networkidle' });
      const sizes = scripts.map((s) => ({ name: s.url.replace(/^.*\//, ''), kb: gzipSync(s.body).length / 1024 })).sort((a, b) => b.kb - a.kb);
      const kb = sizes.reduce((n, s) => n + s.kb, 0);
      console.log(`[bench] public page scripts: ${sizes.map((s) => `${s.name} ${s.kb.toFixed(1)} KB`).join(', ')}`);
      ctx.record('public page JavaScript (gzip), 375 px', `${kb.toFixed(1)} KB in ${scripts.length} files`, '<= 120 KB gzip', kb <= 120);
    } finally {
      await browser.close();
    }
  },
};
