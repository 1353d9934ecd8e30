import { boxes, fullBox } from './mp4-boxes.js';

const RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];
/** Object types whose frames the counter knows: AAC Main, LC, SSR, LTP (1024 or 960 samples a frame). */
const PLAIN_AAC = new Set([1, 2, 3, 4]);
/** SBR and PS (HE-AAC v1, v2) wrap an AAC core: its frames, at its rate, are the count. */
const WRAPPERS = new Set([5, 29]);

class Bits {
  private at = 0;
  constructor(private readonly b: Uint8Array) {}
  take(n: number): number | undefined {
    let v = 0;
    for (let i = 0; i < n; i++, this.at++) {
      const byte = this.b[this.at >> 3];
      if (byte === undefined) return undefined;
      v = v * 2 + ((byte >> (7 - (this.at & 7))) & 1);
    }
    return v;
  }
}

/**
 * The frame of the one sample description's AAC (`mp4a` holding an `esds`): samples per access unit and the core's
 * rate, from its AudioSpecificConfig (ISO/IEC 14496-3, 1.6.2.1). Undefined for anything else.
 */
export function aacFrameSamples(stsd: Buffer | undefined): { frame: number; rate: number } | undefined {
  const sd = stsd && fullBox(stsd);
  if (!sd || stsd!.length < 8 || stsd!.readUInt32BE(4) !== 1) return undefined;
  const entries = boxes(stsd!.subarray(8));
  if (entries?.length !== 1 || entries[0]!.type !== 'mp4a') return undefined;
  const entry = entries[0]!.data;
  // A sound sample entry: 28 bytes, more in QuickTime's versions 1 (16) and 2 (36); then its boxes.
  if (entry.length < 28) return undefined;
  const qtVersion = entry.readUInt16BE(8);
  const skip = 28 + (qtVersion === 1 ? 16 : qtVersion === 2 ? 36 : 0);
  const children = boxes(entry.subarray(skip));
  const esds = children?.find((b) => b.type === 'esds')?.data ?? boxes(children?.find((b) => b.type === 'wave')?.data ?? Buffer.alloc(0))?.find((b) => b.type === 'esds')?.data;
  const config = esds && decoderSpecificInfo(esds);
  return config && audioSpecificConfig(config);
}

/** Walks ES_Descriptor (tag 3) to DecoderConfigDescriptor (4) to DecoderSpecificInfo (5). */
function decoderSpecificInfo(esds: Buffer): Uint8Array | undefined {
  let at = 4; // full box header
  const descriptor = (tag: number): number | undefined => {
    if (esds[at] !== tag) return undefined;
    at++;
    let length = 0;
    for (let i = 0; i < 4; i++) {
      const b = esds[at++];
      if (b === undefined) return undefined;
      length = (length << 7) | (b & 0x7f);
      if (!(b & 0x80)) break;
    }
    return at + length <= esds.length ? length : undefined;
  };
  if (descriptor(3) === undefined) return undefined;
  const flags = esds[at + 2];
  if (flags === undefined) return undefined;
  at += 3;
  if (flags & 0x80) at += 2;
  if (flags & 0x40) at += 1 + (esds[at] ?? 0);
  if (flags & 0x20) at += 2;
  if (descriptor(4) === undefined || esds[at] !== 0x40) return undefined; // MPEG-4 audio
  at += 13;
  const length = descriptor(5);
  return length === undefined ? undefined : esds.subarray(at, at + length);
}

function audioSpecificConfig(asc: Uint8Array): { frame: number; rate: number } | undefined {
  const bits = new Bits(asc);
  const objectType = () => {
    const t = bits.take(5);
    return t === 31 ? (bits.take(6) ?? -1) + 32 : t;
  };
  const rate = () => {
    const index = bits.take(4);
    if (index === 15) return bits.take(24);
    return index === undefined ? undefined : RATES[index];
  };
  let type = objectType();
  let core = rate();
  if (bits.take(4) === undefined) return undefined; // channel configuration
  if (type !== undefined && WRAPPERS.has(type)) {
    if (rate() === undefined) return undefined; // the extension's (output) rate
    type = objectType();
  }
  if (type === undefined || !PLAIN_AAC.has(type) || !core) return undefined;
  const shortFrames = bits.take(1);
  if (shortFrames === undefined) return undefined;
  core = Math.round(core);
  return { frame: shortFrames ? 960 : 1024, rate: core };
}
