import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { logFormat, loggerOptions } from './logger.js';

describe('the log format', () => {
  it('is pretty on a terminal and JSON anywhere else, unless LOG_FORMAT says which', () => {
    expect(logFormat('auto', true)).toBe('pretty');
    expect(logFormat('auto', false)).toBe('json');
    expect(logFormat('json', true)).toBe('json');
    expect(logFormat('pretty', false)).toBe('pretty');
  });

  it('defaults to auto, and refuses a format it does not know', () => {
    expect(loadConfig({ DATA_DIR: 'data' }).logFormat).toBe('auto');
    expect(() => loadConfig({ DATA_DIR: 'data', LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it("leaves pino's JSON lines alone for a collector, and formats lines for a person on a terminal", async () => {
    const json = await loggerOptions({ logLevel: 'info', logFormat: 'auto' }, false, {});
    expect(json).not.toHaveProperty('stream');

    const lines: string[] = [];
    const terminal = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const options = (await loggerOptions({ logLevel: 'info', logFormat: 'auto' }, true, {}, terminal)) as pino.LoggerOptions & { stream: pino.DestinationStream };
    // As Fastify makes its logger from these options (fastify/lib/logger-pino.js).
    const logger = pino(options, options.stream);
    logger.info({ route: '/api/health' }, 'request completed');
    const text = lines.join('');
    expect(text).toMatch(/INFO.*request completed/);
    expect(text).toContain('route: "/api/health"');
    expect(() => JSON.parse(text)).toThrow();
  });
});
