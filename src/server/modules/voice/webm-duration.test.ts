import { describe, expect, it } from 'vitest';
import { webmDurationSeconds } from './webm-duration.js';
import { opusWebm } from './voice.test-support.js';

describe('webm duration from block timestamps', () => {
  it('reads a live-written WebM (no Duration element) to within a frame', () => {
    const d = webmDurationSeconds(opusWebm(7).bytes)!;
    expect(d).toBeGreaterThan(6.9);
    expect(d).toBeLessThan(7.1);
  });

  it('counts what arrived of a cut-off file, never more', () => {
    const bytes = opusWebm(10).bytes;
    const d = webmDurationSeconds(bytes.subarray(0, Math.floor(bytes.length / 2)))!;
    expect(d).toBeGreaterThan(3);
    expect(d).toBeLessThan(7);
  });

  it('gives undefined for bytes that are not WebM', () => {
    expect(webmDurationSeconds(Buffer.from('not a webm file at all'))).toBeUndefined();
    expect(webmDurationSeconds(Buffer.alloc(0))).toBeUndefined();
    expect(webmDurationSeconds(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0xff]))).toBeUndefined();
  });
});
