import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCreator, DIALECTS, startTestApp, type TestApp } from '../test/harness.js';
import { sendGuestMessage, uploadVoice, waitForPlayable, wav } from '../modules/messages/messages.test-support.js';
import { METRICS_PATH } from './metrics.js';

/** One sample's value in Prometheus' text format, by metric name and exact labels; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels);
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const has = new Map([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (has.size === wanted.length && wanted.every(([k, v]) => has.get(k) === v)) return Number(m[3]);
  }
  return undefined;
}

describe.each(DIALECTS)('Prometheus metrics [%s]', (dialect) => {
  let t: TestApp;
  let scrapeUrl: string;
  const scrape = async () => {
    const res = await fetch(scrapeUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  beforeAll(async () => {
    t = await startTestApp(dialect, undefined, { METRICS_PORT: '0' });
    const address = t.app.metricsAddress();
    if (!address) throw new Error('the metrics listener did not start');
    expect(address.address).toBe('127.0.0.1');
    scrapeUrl = `http://127.0.0.1:${address.port}${METRICS_PATH}`;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  test("after a guest's message and its job, the counters an operator watches say so", { timeout: 90_000 }, async () => {
    const { app } = t;
    const host = await createCreator(app);
    const message = await sendGuestMessage(app, host.profile!.id);
    await waitForPlayable(app, 'message', message.id, 60_000);
    // Refused uploads are counted by their reason: the status's name, or the error's code where it has one.
    const refused = await uploadVoice(app, { bytes: Buffer.from('not audio at all, just text'), filename: 'x.webm', contentType: 'audio/webm' });
    expect(refused.statusCode).toBe(415);
    const signedOut = await uploadVoice(app, { bytes: wav(1) }, { purpose: 'reply' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().code).toBe('not_signed_in');
    // The guest page's call is counted by its pattern.
    expect((await app.inject({ url: `/api/profile/${host.profile!.username}` })).statusCode).toBe(200);
    // The guest's page by its pattern; the app's own pages (the not-found handler serves them) under one label.
    await app.inject({ url: `/${host.profile!.username}` });
    await app.inject({ url: '/dashboard/some/client/route' });

    const text = await scrape();
    // Each app counts its own: this one registered one host and took one message (a registry per app).
    expect(sample(text, 'voxbook_http_request_duration_seconds_count', { method: 'POST', route: '/api/voice-messages', status_code: '201' })).toBe(1);
    expect(sample(text, 'voxbook_http_request_duration_seconds_count', { method: 'POST', route: '/api/register', status_code: '201' })).toBe(1);
    expect(sample(text, 'voxbook_http_request_duration_seconds_count', { method: 'GET', route: '/api/profile/:username', status_code: '200' })).toBe(1);
    expect(text).toMatch(/voxbook_http_request_duration_seconds_count\{method="GET",route="\/:username",status_code="\d+"\} 1/);
    expect(text).toMatch(/voxbook_http_request_duration_seconds_count\{method="GET",route="unrouted",status_code="\d+"\} 1/);
    // No label carries what a path holds: the username, the message's id.
    expect(text).not.toContain(host.profile!.username);
    expect(text).not.toContain(message.id);
    expect(sample(text, 'voxbook_upload_refusals_total', { route: '/api/voice-upload', reason: 'unsupported_type' })).toBe(1);
    expect(sample(text, 'voxbook_upload_refusals_total', { route: '/api/voice-upload', reason: 'not_signed_in' })).toBe(1);
    expect(sample(text, 'voxbook_job_duration_seconds_count', { kind: 'playable-copy', outcome: 'done' })).toBe(1);
    expect(sample(text, 'voxbook_playable_copy_duration_seconds_count', { outcome: 'ok' })).toBe(1);
    // The host's address is verified by mail (the outbox here).
    expect(sample(text, 'voxbook_mails_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'voxbook_mails_total', { outcome: 'failed' })).toBeUndefined();
    // The process's own metrics come along.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  test('the queue depth and the age of its oldest due job, per kind, read from the shared queue', async () => {
    const { app } = t;
    // A kind no worker of this app runs stays queued, as jobs do while every worker is busy.
    const dueAt = Date.now() - 30_000;
    for (const key of ['a', 'b']) {
      await app.deps.db
        .insertInto('jobs')
        .values({ id: `metrics-${key}-${dialect}`, kind: 'metrics-probe', key, payload: '{}', status: 'queued', attempts: 0, runAfter: dueAt, lockedBy: null, lockedUntil: null, lastError: null, createdAt: dueAt, updatedAt: dueAt })
        .execute();
    }
    const text = await scrape();
    expect(sample(text, 'voxbook_jobs', { kind: 'metrics-probe', status: 'queued' })).toBe(2);
    expect(sample(text, 'voxbook_job_oldest_due_seconds', { kind: 'metrics-probe' })).toBeGreaterThanOrEqual(30);
    // Kinds this instance runs are reported when idle too, at 0.
    expect(sample(text, 'voxbook_jobs', { kind: 'album-build', status: 'queued' })).toBe(0);
    expect(sample(text, 'voxbook_job_oldest_due_seconds', { kind: 'playable-copy' })).toBe(0);
  });

  test('the metrics are not on the public port, and their own port answers nothing else', async () => {
    const res = await t.app.inject({ url: METRICS_PATH });
    expect(res.body).not.toContain('voxbook_http_request_duration_seconds');
    expect((await fetch(scrapeUrl.replace(METRICS_PATH, '/api/health'))).status).toBe(404);
  });
});

describe('an app without METRICS_PORT', () => {
  test('serves no metrics', async () => {
    const t = await startTestApp('sqlite');
    try {
      expect(t.config.metrics).toBeUndefined();
      expect(t.app.metricsAddress()).toBeNull();
    } finally {
      await t.close();
    }
  });
});
