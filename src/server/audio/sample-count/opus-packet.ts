/**
 * How many samples (at 48 kHz, per channel) one Opus packet decodes to, read from its TOC byte and frame count
 * (RFC 6716, section 3.1), after checking the packet against the section's rules R1-R7 (3.4): a packet that breaks one
 * is malformed, and a decoder would not give it the length its TOC says. Undefined for a malformed packet.
 */

/** Samples of one frame for each of the 32 TOC configurations: SILK 10/20/40/60 ms, Hybrid 10/20, CELT 2.5/5/10/20. */
const FRAME_SAMPLES = Array.from({ length: 32 }, (_, config) => {
  if (config < 12) return [480, 960, 1920, 2880][config % 4]!;
  if (config < 16) return [480, 960][config % 2]!;
  return [120, 240, 480, 960][config % 4]!;
});

const MAX_FRAME_BYTES = 1275;
/** 120 ms: no packet may hold more audio (R5). */
const MAX_PACKET_SAMPLES = 5760;

export const OPUS_RATE = 48_000;

/** A frame length coded in one or two bytes (section 3.2.1); [length, bytes used], or undefined past `end`. */
function frameLength(p: Uint8Array, at: number, end: number): [number, number] | undefined {
  if (at >= end) return undefined;
  const first = p[at]!;
  if (first < 252) return [first, 1];
  if (at + 1 >= end) return undefined;
  return [first + 4 * p[at + 1]!, 2];
}

/** The packet is `p[start, end)` (offsets rather than a copy: a minute of audio is thousands of packets). */
export function opusPacketSamples(p: Uint8Array, start = 0, end = p.length): number | undefined {
  if (end - start < 1) return undefined; // R1
  const toc = p[start]!;
  const perFrame = FRAME_SAMPLES[toc >> 3]!;
  const payload = end - start - 1;
  switch (toc & 3) {
    case 0: // one frame
      return payload <= MAX_FRAME_BYTES ? perFrame : undefined; // R2
    case 1: // two frames of equal size
      return payload % 2 === 0 && payload / 2 <= MAX_FRAME_BYTES ? 2 * perFrame : undefined; // R3
    case 2: {
      // two frames, the first one's length coded
      const first = frameLength(p, start + 1, end);
      if (!first) return undefined;
      const rest = payload - first[1];
      return first[0] <= rest && rest - first[0] <= MAX_FRAME_BYTES ? 2 * perFrame : undefined; // R4
    }
    default:
      return codeThreeSamples(p, start, end, perFrame);
  }
}

/** An arbitrary number of frames (section 3.2.5): R5 (1 to 120 ms), R6 (CBR) and R7 (VBR). */
function codeThreeSamples(p: Uint8Array, start: number, end: number, perFrame: number): number | undefined {
  if (end - start < 2) return undefined;
  const header = p[start + 1]!;
  const count = header & 0x3f;
  const vbr = (header & 0x80) !== 0;
  if (count === 0 || count * perFrame > MAX_PACKET_SAMPLES) return undefined;
  let at = start + 2;
  let padding = 0;
  if (header & 0x40) {
    for (;;) {
      if (at >= end) return undefined;
      const b = p[at++]!;
      padding += b === 255 ? 254 : b;
      if (b !== 255) break;
    }
  }
  let left = end - at - padding;
  if (left < 0) return undefined;
  if (!vbr) return left % count === 0 && left / count <= MAX_FRAME_BYTES ? count * perFrame : undefined;
  for (let i = 0; i < count - 1; i++) {
    const len = frameLength(p, at, end);
    if (!len) return undefined;
    at += len[1];
    left -= len[1] + len[0];
    if (len[0] > MAX_FRAME_BYTES || left < 0) return undefined;
  }
  return left <= MAX_FRAME_BYTES ? count * perFrame : undefined;
}

/**
 * The pre-skip of an OpusHead (RFC 7845, section 5.1): the samples a decoder drops at the start. Undefined when the
 * bytes are not an OpusHead this counter understands (major version 0, at least one channel).
 */
export function opusHeadPreSkip(head: Uint8Array): number | undefined {
  if (head.length < 19 || Buffer.from(head.subarray(0, 8)).toString('latin1') !== 'OpusHead') return undefined;
  if (head[8]! >> 4 !== 0) return undefined; // major version 0 (version 1 is 0x01)
  const channels = head[9]!;
  if (channels === 0) return undefined;
  return head[10]! | (head[11]! << 8);
}

/**
 * The most pre-skip counted as honest: RFC 7845 recommends 3840 samples (80 ms) at most; encoders write 312 or 3840.
 * A header asking to drop more leaves the file to ffmpeg rather than shortening the count on its word.
 */
export const MAX_PRE_SKIP = 3840;
