import { type Parser, peek, read, skip, unparsed } from './byte-feed.js';

const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };
/** Layer III bitrates in kbit/s by bitrate index: MPEG-1, and MPEG-2/2.5. */
const BITRATES = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};

interface FrameHeader {
  version: number;
  rate: number;
  bytes: number;
  samples: number;
  /** Where the Xing/Info tag would start in this frame (after the side information). */
  tagOffset: number;
}

/** A Layer III frame header; undefined for anything else (another layer, free format, reserved values). */
function frameHeader(h: Uint8Array): FrameHeader | undefined {
  if (h.length < 4 || h[0] !== 0xff || (h[1]! & 0xe0) !== 0xe0) return undefined;
  const version = (h[1]! >> 3) & 3;
  const layer = (h[1]! >> 1) & 3;
  const bitrateIndex = h[2]! >> 4;
  const rateIndex = (h[2]! >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const mpeg1 = version === 3;
  const rate = SAMPLE_RATES[version]![rateIndex]!;
  const kbps = (mpeg1 ? BITRATES.v1 : BITRATES.v2)[bitrateIndex]!;
  const padding = (h[2]! >> 1) & 1;
  const mono = h[3]! >> 6 === 3;
  return {
    version,
    rate,
    bytes: Math.floor(((mpeg1 ? 144_000 : 72_000) * kbps) / rate) + padding,
    samples: mpeg1 ? 1152 : 576,
    tagOffset: 4 + (mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17),
  };
}

/** A syncsafe 28-bit size (ID3v2). */
const syncsafe = (b: Uint8Array, at: number) => ((b[at]! & 0x7f) << 21) | ((b[at + 1]! & 0x7f) << 14) | ((b[at + 2]! & 0x7f) << 7) | (b[at + 3]! & 0x7f);

/**
 * The encoder delay and padding of a LAME/Info tag frame (what gapless players and ffmpeg drop), or undefined when
 * the frame holds no such tag. Its frame count is never read: it is the claim a forged file changes.
 */
function infoTag(frame: Uint8Array, f: FrameHeader): { trim: number } | undefined {
  const tag = Buffer.from(frame.subarray(f.tagOffset, f.tagOffset + 4)).toString('latin1');
  if (tag !== 'Xing' && tag !== 'Info') return undefined;
  const flags = frame[f.tagOffset + 7] ?? 0;
  const lame = f.tagOffset + 8 + (flags & 1 ? 4 : 0) + (flags & 2 ? 4 : 0) + (flags & 4 ? 100 : 0) + (flags & 8 ? 4 : 0);
  if (lame + 24 > frame.length) return { trim: 0 };
  const d = frame.subarray(lame + 21, lame + 24);
  return { trim: ((d[0]! << 4) | (d[1]! >> 4)) + (((d[1]! & 0x0f) << 8) | d[2]!) };
}

/**
 * Counts an MP3's samples by walking its frames, header to header, from the first to the last: frames times samples
 * per frame, less the encoder delay and padding of a LAME tag (at most three frames' worth, as encoders write). A
 * leading Xing/Info frame holds no audio and is not counted; its frame count is not read. ID3v2 tags before and an
 * ID3v1 tag after are allowed; any other byte between or after frames, another layer, or a change of version or sample
 * rate leaves the file to ffmpeg.
 */
export function* mp3Frames(): Parser {
  for (;;) {
    const id3 = yield* peek(10);
    if (id3.length < 10 || id3.toString('latin1', 0, 3) !== 'ID3') break;
    const size = 10 + syncsafe(id3, 6) + (id3[5]! & 0x10 ? 10 : 0);
    if ((yield* skip(size)) < size) return unparsed('truncated');
  }
  let first: FrameHeader | undefined;
  let frames = 0;
  let trim = 0;
  for (;;) {
    const head = yield* peek(4);
    if (head.length === 0) break;
    const f = frameHeader(head);
    if (!f) {
      // An ID3v1 tag (the file's last 128 bytes) may follow the frames; any other byte leaves the file to ffmpeg.
      if (!first || head.toString('latin1', 0, 3) !== 'TAG' || (yield* skip(Infinity)) !== 128) return unparsed('bytes that are not a Layer III frame');
      break;
    }
    if (first && (f.version !== first.version || f.rate !== first.rate)) return unparsed('a change of version or sample rate');
    if (!first) {
      first = f;
      const frame = yield* read(f.bytes);
      if (frame.length < f.bytes) break; // a single frame cut off: nothing counted, ffmpeg decides
      const tag = infoTag(frame, f);
      if (tag) {
        if (tag.trim > 3 * f.samples) return unparsed('a LAME tag trimming more than encoders do');
        trim = tag.trim;
        continue;
      }
      frames++;
      continue;
    }
    // A last frame cut off by the end of the file is not decoded whole: not counted.
    if ((yield* skip(f.bytes)) < f.bytes) break;
    frames++;
  }
  if (!first || frames === 0) return unparsed('no audio frames');
  const samples = frames * first.samples - trim;
  if (samples <= 0) return unparsed('no audio after the trim');
  return { status: 'counted', samples, rate: first.rate };
}
