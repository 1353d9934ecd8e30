// The process under measurement: the real app on PORT and, in the same process, the baseline — a bare
// Fastify route answering the public profile's JSON bytes from memory on BASELINE_PORT.
import Fastify from 'fastify';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';

const config = loadConfig();
for (const k of Object.keys(config.rateLimits) as (keyof typeof config.rateLimits)[]) {
  // The benchmark measures throughput, not the abuse limits (their own tests prove those).
  config.rateLimits[k] = { max: 1_000_000, windowMs: 60_000 };
}
const app = await buildApp(config, { logger: false });
await app.listen({ port: config.port, host: '127.0.0.1' });

const sample = await app.inject({ method: 'GET', url: `/api/profile/${process.env.BENCH_USERNAME ?? 'host_0'}` });
const bytes = sample.rawPayload;
const baseline = Fastify({ logger: false });
baseline.get('/baseline', (_req, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(bytes);
});
// The gallery's files one after another, as a bare server would send them: what HTTP over this machine's
// loopback carries at all, next to which the ZIP row is also shown (its target compares with reading the disk).
const galleryFiles = JSON.parse(process.env.BENCH_GALLERY_FILES ?? '[]') as string[];
baseline.get('/files', async (_req, reply) => {
  reply.hijack();
  reply.raw.writeHead(200, { 'content-type': 'application/octet-stream' });
  // pipeline(..., { end: false }) leaves its end, close and error listeners on the response until it closes.
  reply.raw.setMaxListeners(0);
  for (const file of galleryFiles) await pipeline(createReadStream(file, { highWaterMark: 1024 * 1024 }), reply.raw, { end: false });
  reply.raw.end();
});
await baseline.listen({ port: Number(process.env.BASELINE_PORT), host: '127.0.0.1' });
process.send?.({ ready: true, profileBytes: bytes.length });
process.on('SIGTERM', async () => {
  await baseline.close();
  await app.close();
  process.exit(0);
});
