import { type Parser, read, skip, unparsed } from './byte-feed.js';

const PCM = 1;
const FLOAT = 3;
const EXTENSIBLE = 0xfffe;
/** A data size of 0 or all ones: the writer could not go back to fill it in (a pipe); the data runs to the end. */
const OPEN_SIZES = new Set([0, 0xffffffff]);

/**
 * Counts a WAV's samples: the bytes of its data chunk over the block size of its PCM or float format. The data is
 * what the file holds: the chunk's declared size, or less when the file ends first, or everything to the end when the
 * writer left the size open. Chunks are walked as ffmpeg walks them (sizes padded to even); a second data chunk, a
 * data chunk before the format, or any other encoding (ADPCM, mu-law...) leaves the file to ffmpeg.
 */
export function* wavPcm(): Parser {
  const riff = yield* read(12);
  if (riff.length < 12 || riff.toString('latin1', 0, 4) !== 'RIFF' || riff.toString('latin1', 8, 12) !== 'WAVE') return unparsed('not RIFF WAVE');
  let format: { rate: number; blockAlign: number } | undefined;
  let dataBytes: number | undefined;
  for (;;) {
    const head = yield* read(8);
    if (head.length === 0) break;
    if (head.length < 8) {
      if (dataBytes !== undefined) break; // a cut-off chunk header after the audio: ffmpeg stops there too
      return unparsed('truncated');
    }
    const id = head.toString('latin1', 0, 4);
    const size = head.readUInt32LE(4);
    if (id === 'fmt ') {
      if (format || dataBytes !== undefined || size < 16 || size > 64) return unparsed('an unexpected format chunk');
      const body = yield* read(size + (size & 1));
      if (body.length < size) return unparsed('truncated');
      format = pcmFormat(body);
      if (!format) return unparsed('not PCM');
      continue;
    }
    if (id === 'data') {
      if (!format || dataBytes !== undefined) return unparsed('a data chunk before the format, or a second one');
      if (OPEN_SIZES.has(size)) {
        dataBytes = yield* skip(Infinity);
        break;
      }
      dataBytes = yield* skip(size);
      if (dataBytes < size) break;
      if (size & 1) yield* skip(1);
      continue;
    }
    const skipped = yield* skip(size + (size & 1));
    if (skipped < size) {
      if (dataBytes !== undefined) break;
      return unparsed('truncated');
    }
  }
  if (!format || !dataBytes) return unparsed('no audio data');
  const samples = Math.floor(dataBytes / format.blockAlign);
  if (samples === 0) return unparsed('no whole sample');
  return { status: 'counted', samples, rate: format.rate };
}

function pcmFormat(fmt: Buffer): { rate: number; blockAlign: number } | undefined {
  let tag = fmt.readUInt16LE(0);
  const channels = fmt.readUInt16LE(2);
  const rate = fmt.readUInt32LE(4);
  const blockAlign = fmt.readUInt16LE(12);
  const bits = fmt.readUInt16LE(14);
  if (tag === EXTENSIBLE) {
    if (fmt.length < 40) return undefined;
    tag = fmt.readUInt16LE(24); // the sub-format GUID's first two bytes
  }
  if (tag !== PCM && tag !== FLOAT) return undefined;
  if (channels === 0 || rate === 0 || ![8, 16, 24, 32, 64].includes(bits) || blockAlign !== (channels * bits) / 8) return undefined;
  return { rate, blockAlign };
}

