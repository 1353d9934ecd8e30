import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oggCrc } from './ogg-opus.js';
import { countSamples } from './sample-counter.js';
import { browserRecording, decodedSeconds, encode, type Recipe } from './sample-count.test-support.js';

/** A short real recording of each counted format: what the mutations start from. */
const SEEDS: Record<string, () => Buffer> = {
  webm: () => browserRecording('chromium'),
  ogg: () => encode({ ext: 'ogg', args: ['-c:a', 'libopus', '-b:a', '24k', '-f', 'ogg'] }, 1.5),
  mp3: () => encode({ ext: 'mp3', args: ['-c:a', 'libmp3lame', '-b:a', '32k'], file: 'r.mp3' } satisfies Recipe, 1.5),
  m4a: () => encode({ ext: 'm4a', args: ['-c:a', 'aac', '-b:a', '32k'], file: 'r.m4a' }, 1.5),
  wav: () => encode({ ext: 'wav', args: ['-c:a', 'pcm_s16le', '-ar', '8000'], file: 'r.wav' }, 1.5),
};

type Mutation =
  | { op: 'flip'; at: number; bits: number }
  | { op: 'overwrite'; at: number; bytes: Uint8Array }
  | { op: 'delete'; at: number; length: number }
  | { op: 'duplicate'; at: number; length: number }
  | { op: 'truncate'; at: number };

// A share of the file's length, spread evenly (fast-check's doubles lean to 0 and tiny values: the first bytes).
const position = fc.integer({ min: 0, max: 999_999 }).map((n) => n / 1e6);
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('flip' as const), at: position, bits: fc.integer({ min: 1, max: 255 }) }),
  fc.record({ op: fc.constant('overwrite' as const), at: position, bytes: fc.uint8Array({ minLength: 1, maxLength: 16 }) }),
  fc.record({ op: fc.constant('delete' as const), at: position, length: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ op: fc.constant('duplicate' as const), at: position, length: fc.integer({ min: 1, max: 4000 }) }),
  fc.record({ op: fc.constant('truncate' as const), at: position }),
);

function mutate(seed: Buffer, mutations: Mutation[]): Buffer {
  let b = Buffer.from(seed);
  for (const m of mutations) {
    const at = Math.floor(m.at * b.length);
    if (m.op === 'flip') b[at] = (b[at] ?? 0) ^ m.bits;
    else if (m.op === 'overwrite') b = Buffer.concat([b.subarray(0, at), Buffer.from(m.bytes), b.subarray(at + m.bytes.length)]);
    else if (m.op === 'delete') b = Buffer.concat([b.subarray(0, at), b.subarray(at + m.length)]);
    else if (m.op === 'duplicate') b = Buffer.concat([b.subarray(0, at + m.length), b.subarray(at)]);
    else b = b.subarray(0, at);
  }
  return b;
}

/** The counter's own failures (an exception, a loop): hostile bytes must end in a count or a clean 'unparsed'. */
const brokeDown = (reason: string) => reason.startsWith('parser error') || reason.includes('no progress');

describe('the sample counters against hostile bytes', () => {
  it.each(Object.keys(SEEDS))('%s: random bytes, behind a real header or not, end in a count or a clean refusal', (ext) => {
    const head = SEEDS[ext]!().subarray(0, 200);
    fc.assert(
      fc.property(fc.boolean(), fc.uint8Array({ maxLength: 3000 }), fc.integer({ min: 1, max: 5000 }), (withHead, bytes, chunk) => {
        const input = withHead ? Buffer.concat([head, bytes]) : Buffer.from(bytes);
        const counted = countSamples(ext, input, chunk);
        if (counted.status === 'unparsed') expect(brokeDown(counted.reason), counted.reason).toBe(false);
        else expect(counted.samples).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });

  it.each(Object.keys(SEEDS))('%s: damaged recordings never throw, never hang, whatever the chunking', (ext) => {
    const seed = SEEDS[ext]!();
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 9000 }), (mutations, chunk) => {
        const bytes = mutate(seed, mutations);
        const counted = countSamples(ext, bytes, chunk);
        if (counted.status === 'unparsed') expect(brokeDown(counted.reason), counted.reason).toBe(false);
        // Counted the same whichever way the bytes arrived.
        else expect(countSamples(ext, bytes, bytes.length + 1)).toEqual(counted);
      }),
      { numRuns: 400 },
    );
  });

  it.each(Object.keys(SEEDS))('%s: a damaged recording that is still counted is never shorter than what ffmpeg decodes of it', async (ext) => {
    const seed = SEEDS[ext]!();
    // Bytes changed in place keep the structure (and, with its CRCs mended, an Ogg file's pages), so most of these
    // files are still counted: each is a packet, a header field or a table entry an attacker chose.
    const inPlace = fc.array(
      fc.oneof(
        fc.record({ op: fc.constant('flip' as const), at: position, bits: fc.integer({ min: 1, max: 255 }) }),
        fc.record({ op: fc.constant('overwrite' as const), at: position, bytes: fc.uint8Array({ minLength: 1, maxLength: 4 }) }),
      ),
      { minLength: 1, maxLength: 6 },
    );
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(inPlace, async (mutations) => {
        const changed = mutate(seed, mutations);
        const bytes = ext === 'ogg' ? mendOggCrcs(changed) : changed;
        const counted = countSamples(ext, bytes);
        if (counted.status !== 'counted') return;
        checked++;
        const decoded = await decodedSeconds(bytes);
        // The count is what the upload judges: a file must never decode (play) longer than it was counted.
        if (decoded !== undefined) expect(decoded).toBeLessThanOrEqual(counted.samples / counted.rate + 0.1);
      }),
      { numRuns: 30 },
    );
    expect(checked).toBeGreaterThanOrEqual(8);
  });
});

/** Recomputes each Ogg page's CRC, where the pages can still be found one after another. */
function mendOggCrcs(b: Buffer): Buffer {
  const out = Buffer.from(b);
  let at = 0;
  while (at + 27 <= out.length && out.toString('latin1', at, at + 4) === 'OggS') {
    const segments = out[at + 26]!;
    if (at + 27 + segments > out.length) break;
    let length = 27 + segments;
    for (let i = 0; i < segments; i++) length += out[at + 27 + i]!;
    if (at + length > out.length) break;
    out.writeUInt32LE(0, at + 22);
    out.writeUInt32LE(oggCrc([out.subarray(at, at + length)]), at + 22);
    at += length;
  }
  return out;
}
