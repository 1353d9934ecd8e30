// npm run audit:sqlmap [-- --postgres] [--quick] [--only <part of a target's name>]
// Starts the real server on a fresh data folder with a small world of data, points Debian's sqlmap at
// every parameter that reaches a query (path, query string, JSON body), and writes a report. Exits 1 when
// sqlmap finds an injectable parameter, or could not test one (a target it cannot test proves nothing).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWorld, type World } from '../src/server/test/security/security-fixtures.js';
import { startTestApp } from '../src/server/test/harness.js';

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  data?: Record<string, unknown>;
  cookie?: string;
}

export type Verdict = 'clean' | 'injectable' | 'untested';

/** Every call whose input reaches SQL; '*' marks a path parameter for sqlmap. */
export function targets(w: World, quick: boolean): Target[] {
  const owner = w.owner.cookie;
  const admin = w.cookies.superAdmin;
  const u = w.owner.profile.username;
  const slug = w.owner.profile.gallerySlug;
  const all: Target[] = [
    { name: 'public profile (username)', url: `/api/profile/${u}*` },
    { name: 'login (email, password)', url: '/api/login', method: 'POST', data: { email: 'nobody@example.com', password: 'wrong password' } },
    { name: 'voice message (all fields)', url: '/api/voice-messages', method: 'POST', data: { creatorProfileId: w.owner.profile.id, senderName: 'Grace', senderEmail: 'g@example.com', audioPath: '/objects/voice/x.webm', duration: 2 } },
    { name: 'subscribers search (q, limit, offset, tz)', url: '/api/email-subscribers?q=grace&limit=5&offset=0&tz=UTC', cookie: owner },
    { name: 'admin user search (q, limit, offset)', url: '/admin-api/users?q=ada&limit=5&offset=0', cookie: admin },
    { name: 'admin login (username, password)', url: '/admin-api/login', method: 'POST', data: { username: 'nobody', password: 'wrong password' } },
    { name: 'alternative public page (username)', url: `/api/public/${u}*` },
    { name: 'register (email, names)', url: '/api/register', method: 'POST', data: { email: 'new@example.com', password: 'long enough pw', firstName: 'A', lastName: 'B' } },
    { name: 'messages page (limit, before)', url: `/api/voice-messages?limit=5&before=${w.messageId}`, cookie: owner },
    { name: 'mark message (id)', url: `/api/voice-messages/${w.messageId}*`, method: 'PUT', data: { isRead: true }, cookie: owner },
    { name: 'delete link (id)', url: `/api/custom-links/${w.linkId}x*`, method: 'DELETE', cookie: owner },
    { name: 'gallery info (slug)', url: `/api/gallery/${slug}*/info` },
    { name: 'gallery media (slug, limit, offset)', url: `/api/gallery/${slug}/media?limit=5&offset=0` },
    { name: 'gallery unlock (slug, password)', url: `/api/gallery/${slug}/unlock`, method: 'POST', data: { password: 'guess' } },
    { name: 'reply page (token)', url: `/r/${w.replyToken}*` },
    // sqlmap skips a parameter named token as an anti-CSRF value unless it is marked ('*').
    { name: 'verify email (token)', url: '/api/auth/verify-email?token=abc*' },
    { name: 'forgot password (email)', url: '/api/auth/forgot-password', method: 'POST', data: { email: 'nobody@example.com' } },
    { name: 'reset password (token)', url: '/api/auth/reset-password', method: 'POST', data: { token: 'abc*', password: 'long enough pw*' } },
    { name: 'admin user detail (id)', url: `/admin-api/users/${w.target.user.id}*`, cookie: admin },
    { name: 'page view beacon (username)', url: `/api/profile/${u}*/view`, method: 'POST' },
    { name: 'stats (tz)', url: '/api/dashboard/stats?tz=UTC', cookie: owner },
  ];
  return quick ? all.slice(0, 3) : all;
}

/** The parameters sqlmap reports it tried and found not injectable ('JSON email', 'q', '#1*' for a path). */
export function testedParameters(output: string): string[] {
  return [...new Set([...output.matchAll(/parameter '([^']+)' does not seem to be injectable/g)].map((m) => m[1]!))];
}

/**
 * Parameters sqlmap gave up on because every altered value got the same refusal (it calls this "type
 * casting"): our validation answers 400 before the value reaches any query, e.g. for an email address.
 */
export function refusedParameters(output: string): string[] {
  return [...new Set([...output.matchAll(/skipping (?:\(custom\) )?\w+ parameter '([^']+)'/g)].map((m) => m[1]!))];
}

/** sqlmap's verdict from its console output. */
export function verdictOf(output: string): Verdict {
  if (/identified the following injection point|is vulnerable|appears to be '.*' injectable/i.test(output)) return 'injectable';
  const examined = testedParameters(output).length + refusedParameters(output).length;
  if (/all tested parameters do not appear to be injectable/i.test(output) && examined > 0) return 'clean';
  return 'untested';
}

function runSqlmap(base: string, t: Target, dbms: string, outDir: string, quick: boolean): Promise<string> {
  const args = [
    '-u', base + t.url,
    '--batch', '--flush-session', '--disable-coloring', '-v', '1',
    '--dbms', dbms,
    '--level', '1', '--risk', '1',
    '--technique', quick ? 'BE' : 'BEUST',
    '--time-sec', '2',
    '--threads', '4',
    // Our refusals are honest 4xx answers; sqlmap must keep comparing them rather than stop.
    '--ignore-code', '400,401,403,404,409,413,415,429',
    '--drop-set-cookie',
    '--output-dir', outDir,
  ];
  if (t.method) args.push('--method', t.method);
  if (t.data) args.push('--data', JSON.stringify(t.data), '--headers', 'Content-Type: application/json');
  if (t.cookie) args.push('--cookie', t.cookie);
  return new Promise((resolve, reject) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(out));
  });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

export async function audit(opts: { dialect: 'sqlite' | 'postgres'; quick: boolean; report: string; only?: string }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await startTestApp(opts.dialect, () => {}, { PUBLIC_URL: base, PORT: String(port) });
  const outDir = mkdtempSync(path.join(tmpdir(), 'voxbook-sqlmap-'));
  mkdirSync(path.dirname(opts.report), { recursive: true });
  const lines: string[] = [`sqlmap audit of Voxbook on ${opts.dialect} (${opts.quick ? 'quick' : 'full'}), ${new Date().toISOString()}`, ''];
  const results: { target: Target; verdict: Verdict; parameters: string[] }[] = [];
  try {
    await t.app.listen({ port, host: '127.0.0.1' });
    const w = await buildWorld(t.app);
    const dbms = opts.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    for (const target of targets(w, opts.quick).filter((x) => !opts.only || x.name.includes(opts.only))) {
      const output = await runSqlmap(base, target, dbms, outDir, opts.quick);
      const verdict = verdictOf(output);
      const parameters = testedParameters(output);
      writeFileSync(path.join(path.dirname(opts.report), `sqlmap-${opts.dialect}-${results.length + 1}.log`), output);
      results.push({ target, verdict, parameters });
      const refused = refusedParameters(output);
      lines.push(
        `${verdict.toUpperCase().padEnd(10)} ${target.method ?? 'GET'} ${target.url.replace(/\?.*/, '')}  ${target.name}  [tested: ${parameters.join(', ')}]` +
          (refused.length ? ` [refused by validation: ${refused.join(', ')}]` : ''),
      );
      if (verdict !== 'clean') lines.push(...output.split('\n').filter((l) => /injectable|vulnerable|CRITICAL|ERROR|WARNING/.test(l)).map((l) => `           ${l}`));
      console.log(lines[lines.length - 1]);
    }
    // Still serving after thousands of hostile requests.
    const alive = await fetch(`${base}/api/profile/${w.owner.profile.username}`);
    lines.push('', `server still answering: ${alive.status}`);
  } finally {
    await t.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  const injectable = results.filter((r) => r.verdict === 'injectable').length;
  const untested = results.filter((r) => r.verdict === 'untested').length;
  lines.push(`targets: ${results.length}, injectable: ${injectable}, untested: ${untested}`);
  mkdirSync(path.dirname(opts.report), { recursive: true });
  writeFileSync(opts.report, `${lines.join('\n')}\n`);
  return { results, injectable, untested, report: opts.report };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const argv = process.argv.slice(2);
  const dialect = argv.includes('--postgres') ? 'postgres' : 'sqlite';
  const report = path.resolve('test-results', 'sqlmap', `sqlmap-report-${dialect}.txt`);
  const onlyAt = argv.indexOf('--only');
  const r = await audit({ dialect, quick: argv.includes('--quick'), report, only: onlyAt >= 0 ? argv[onlyAt + 1] : undefined });
  console.log(`\nReport: ${r.report}\ninjectable parameters: ${r.injectable}, targets sqlmap could not test: ${r.untested}`);
  process.exit(r.injectable === 0 && r.untested === 0 ? 0 : 1);
}
