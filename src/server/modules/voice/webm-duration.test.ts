import { describe, expect, it } from 'vitest';
import { WebmDurationTracker } from './webm-duration.js';
import { opusWebm } from './voice.test-support.js';

/** The duration the tracker finds when the bytes arrive in pieces of chunkSize (default: all at once). */
function durationOf(bytes: Buffer, chunkSize = bytes.length || 1) {
  const tracker = new WebmDurationTracker();
  for (let i = 0; i < bytes.length; i += chunkSize) tracker.push(bytes.subarray(i, i + chunkSize));
  return tracker.seconds();
}

describe('webm duration from block timestamps', () => {
  it('reads a live-written WebM (no Duration element) to within a frame', () => {
    const d = durationOf(opusWebm(7).bytes)!;
    expect(d).toBeGreaterThan(6.9);
    expect(d).toBeLessThan(7.1);
  });

  it('finds the same duration however the upload is split into chunks', () => {
    const bytes = opusWebm(2).bytes;
    const whole = durationOf(bytes);
    for (const size of [1, 2, 3, 7, 64, 1000, 65_536]) expect(durationOf(bytes, size), `chunks of ${size}`).toBe(whole);
    for (let cut = 1; cut < 400; cut++) {
      const tracker = new WebmDurationTracker();
      tracker.push(bytes.subarray(0, cut));
      tracker.push(bytes.subarray(cut));
      expect(tracker.seconds(), `split at ${cut}`).toBe(whole);
    }
  });

  it('counts what arrived of a cut-off file, never more', () => {
    const bytes = opusWebm(10).bytes;
    const d = durationOf(bytes.subarray(0, Math.floor(bytes.length / 2)))!;
    expect(d).toBeGreaterThan(3);
    expect(d).toBeLessThan(7);
  });

  it('gives undefined for bytes that are not WebM', () => {
    expect(durationOf(Buffer.from('not a webm file at all'))).toBeUndefined();
    expect(durationOf(Buffer.alloc(0))).toBeUndefined();
    expect(durationOf(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0xff]))).toBeUndefined();
  });
});
