import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, freePort, startChildServer } from './test/child-server.js';
import { redactUrl } from './request-log.js';

describe('the access log keeps no secret from a URL', () => {
  let server: ChildServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'voxbook-log-'));
    // The real server as an operator runs it, logging every request (pino's JSON lines on stdout).
    server = await startChildServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, await freePort());
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("logs a reply page's token, a listen page's token, a mailed link's token and an OAuth code as [redacted]", async () => {
    const secret = () => randomBytes(24).toString('base64url');
    // Whether a token is valid changes nothing in what the log sees: the URL is logged before any lookup.
    const secrets = [secret(), secret(), secret(), secret(), secret(), secret(), secret()];
    const urls = [
      `/r/${secrets[0]}`,
      `/r/${secrets[1]}/audio`,
      `/api/auth/verify-email?token=${secrets[2]}`,
      `/auth/reset-password?lang=en&token=${secrets[3]}`,
      `/api/auth/google/callback?state=abc&code=${secrets[4]}`,
      `/l/${secrets[5]}`,
      `/l/${secrets[6]}/audio`,
    ];
    for (const url of urls) await (await fetch(`${server.url}${url}`, { redirect: 'manual' })).arrayBuffer();
    await fetch(`${server.url}/api/health?done=1`);
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('/api/health?done=1');

    const log = server.output();
    for (const s of secrets) expect(log).not.toContain(s);
    for (const url of ['/r/[redacted]', '/r/[redacted]/audio', '/l/[redacted]', '/l/[redacted]/audio', '/api/auth/verify-email?token=[redacted]', '/auth/reset-password?lang=en&token=[redacted]']) {
      expect(log).toContain(`"url":"${url}"`);
    }
    expect(log).toContain('"url":"/api/auth/google/callback?state=abc&code=[redacted]"');
  });
});

describe('redactUrl', () => {
  it('leaves other URLs as they are', () => {
    for (const url of ['/', '/g/abc123', '/api/profile/ada', '/api/voice-messages?limit=20&offset=40', '/rsvp/x', '/api/r/x', '/lisa', '/api/l/x']) {
      expect(redactUrl(url)).toBe(url);
    }
    expect(redactUrl('/r/abc?x=1&Token=t')).toBe('/r/[redacted]?x=1&Token=[redacted]');
  });

  it('redacts a co-host invitation\'s token: its page, the call that reads it and the call that accepts it', () => {
    expect(redactUrl('/invite/AbC-123_xyz')).toBe('/invite/[redacted]');
    expect(redactUrl('/invite/AbC-123_xyz?lang=de')).toBe('/invite/[redacted]?lang=de');
    expect(redactUrl('/party/AbC-123_xyz?lang=ar')).toBe('/party/[redacted]?lang=ar');
    expect(redactUrl('/api/party/AbC-123_xyz')).toBe('/api/party/[redacted]');
    expect(redactUrl('/api/co-host-invitations/AbC-123_xyz')).toBe('/api/co-host-invitations/[redacted]');
    expect(redactUrl('/api/co-host-invitations/AbC-123_xyz/accept')).toBe('/api/co-host-invitations/[redacted]/accept');
    expect(redactUrl('/api/co-hosts/invitations/0190-id')).toBe('/api/co-hosts/invitations/0190-id');
  });
});
