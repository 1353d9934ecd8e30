import { type Counted, MAX_READ, type Parser, peek, read, skip, unparsed } from './byte-feed.js';
import { boxes, Fields, fullBox, only, path } from './mp4-boxes.js';
import { aacFrameSamples } from './aac-config.js';
import { editedLength } from './mp4-edit-list.js';

interface Moof {
  start: number;
  data: Buffer;
}
type Range = [start: number, end: number];

/** No recording of a few minutes has more; a table that claims more is not counted here. */
const MAX_SAMPLES = 1_000_000;

/**
 * Counts the samples of AAC in MP4/M4A (Safari's MediaRecorder, an iPhone's voice memo): the access units of the one
 * audio track, from its sample tables (stsz, stts, stsc, stco) or, in a fragmented file, its fragments' runs (trun),
 * each AAC access unit being exactly one frame (1024 samples, or 960) of the AudioSpecificConfig's rate. Every
 * duration in the tables must be that frame, and every access unit's bytes must lie inside an mdat of this file, so
 * the index cannot claim audio the file does not hold; an edit list may trim the encoder's priming and padding (three
 * frames at most). mvhd's and mdhd's durations are never read. Anything else is left to ffmpeg.
 */
export function* mp4Aac(): Parser {
  let pos = 0;
  let moov: Buffer | undefined;
  const moofs: Moof[] = [];
  const mdats: Range[] = [];
  for (;;) {
    const h = yield* peek(16);
    if (h.length === 0) break;
    if (h.length < 8) return unparsed('truncated');
    const type = h.toString('latin1', 4, 8);
    if (pos === 0 && type !== 'ftyp') return unparsed('no ftyp first');
    let size = h.readUInt32BE(0);
    let header = 8;
    if (size === 1) {
      if (h.length < 16) return unparsed('truncated');
      const large = h.readBigUInt64BE(8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return unparsed('an outsized box');
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = Infinity;
    }
    if (size < header) return unparsed('a malformed box');
    if (type === 'moov' || type === 'moof') {
      if (size - header > MAX_READ || (type === 'moov' && moov)) return unparsed(`an outsized or second ${type}`);
      pos += yield* skip(header);
      const data = yield* read(size - header);
      if (data.length < size - header) return unparsed('truncated');
      if (type === 'moov') moov = data;
      else moofs.push({ start: pos - header, data });
      pos += data.length;
      continue;
    }
    const skipped = yield* skip(size);
    if (type === 'mdat') mdats.push([pos + header, pos + skipped]);
    pos += skipped;
    if (skipped < size && size !== Infinity && type !== 'mdat') return unparsed('truncated');
    if (skipped < size) break;
  }
  if (!moov) return unparsed('no moov');
  return countTrack(moov, moofs, mdats);
}

interface Track {
  id: number;
  /** The media's timescale (mdhd), the unit of the sample durations. */
  timescale: number;
  /** Every access unit's duration in that timescale. */
  frame: number;
  stbl: Buffer;
}

function countTrack(moov: Buffer, moofs: Moof[], mdats: Range[]): Counted {
  const children = boxes(moov);
  const traks = children?.filter((b) => b.type === 'trak') ?? [];
  if (traks.length !== 1) return unparsed('not one track');
  const trak = traks[0]!.data;
  const track = aacTrack(trak);
  if (!track) return unparsed('not an AAC audio track');
  const inFile = (start: number, size: number) => size > 0 && mdats.some(([s, e]) => start >= s && start + size <= e);

  const mvex = only(moov, 'mvex');
  const fromTables = tableSamples(track, inFile);
  if (fromTables === undefined) return unparsed('sample tables that do not add up');
  let total = fromTables;
  if (mvex) {
    const fromFragments = fragmentSamples(track, mvex, moofs, inFile);
    if (fromFragments === undefined) return unparsed('fragments that do not add up');
    total += fromFragments;
  } else if (moofs.length > 0) {
    return unparsed('fragments without mvex');
  }
  if (total === 0) return unparsed('no audio');
  const played = editedLength(trak, moov, track.timescale, track.frame, total);
  if (played === undefined) return unparsed('an edit list that trims more than priming and padding');
  return { status: 'counted', samples: played, rate: track.timescale };
}

function aacTrack(trak: Buffer): Track | undefined {
  const tkhd = only(trak, 'tkhd');
  const mdia = only(trak, 'mdia');
  const mdhd = only(mdia, 'mdhd');
  const hdlr = only(mdia, 'hdlr');
  const stbl = path(mdia, 'minf', 'stbl');
  if (!tkhd || !mdhd || !hdlr || !stbl || hdlr.toString('latin1', 8, 12) !== 'soun') return undefined;
  const th = fullBox(tkhd);
  const id = th && new Fields(tkhd, th.at + (th.version === 1 ? 16 : 8)).u32();
  const mh = fullBox(mdhd);
  const timescale = mh && new Fields(mdhd, mh.at + (mh.version === 1 ? 16 : 8)).u32();
  if (!id || !timescale) return undefined;
  const config = aacFrameSamples(only(stbl, 'stsd'));
  if (!config) return undefined;
  // Each access unit's duration in the media's timescale: a whole number, or the file is not counted.
  const frame = (config.frame * timescale) / config.rate;
  if (!Number.isInteger(frame) || frame === 0) return undefined;
  return { id, timescale, frame, stbl };
}

/** The sample tables' units (none in a fragmented file's moov); undefined when they disagree or point outside. */
function tableSamples(track: Track, inFile: (start: number, size: number) => boolean): number | undefined {
  const stts = table(track.stbl, 'stts', 2);
  const stsc = table(track.stbl, 'stsc', 3);
  const stco = table(track.stbl, 'stco', 1) ?? table64(track.stbl);
  const stszBox = only(track.stbl, 'stsz');
  const sz = stszBox && fullBox(stszBox);
  if (!stts || !stsc || !stco || !sz) return undefined;
  const f = new Fields(stszBox!, sz.at);
  const uniform = f.u32();
  const count = f.u32();
  if (uniform === undefined || count === undefined || count > MAX_SAMPLES) return undefined;
  const sizes = uniform === 0 ? f.table(count, 1) : undefined;
  if (uniform === 0 && !sizes) return undefined;
  let timed = 0;
  for (let i = 0; i < stts.length; i += 2) {
    // A writer may give the very last unit a shorter duration (its padding); it still decodes to a whole frame.
    const last = i === stts.length - 2 && stts[i] === 1;
    if (stts[i] !== 0 && stts[i + 1] !== track.frame && !(last && stts[i + 1]! > 0 && stts[i + 1]! < track.frame)) return undefined;
    timed += stts[i]!;
  }
  if (timed !== count) return undefined;
  // Walk the chunks: each holds the samples its stsc entry says, one after another from the chunk's offset.
  let sample = 0;
  for (let chunk = 1; chunk <= stco.length; chunk++) {
    let perChunk = 0;
    for (let e = 0; e < stsc.length; e += 3) if (stsc[e]! <= chunk) perChunk = stsc[e + 1]!;
    let offset = stco[chunk - 1]!;
    for (let k = 0; k < perChunk; k++) {
      if (sample >= count) return undefined;
      const size = sizes ? sizes[sample]! : uniform;
      if (!inFile(offset, size)) return undefined;
      offset += size;
      sample++;
    }
  }
  return sample === count ? count * track.frame : undefined;
}

function table(stbl: Buffer, type: string, width: number): Uint32Array | undefined {
  const box = only(stbl, type);
  const fb = box && fullBox(box);
  if (!fb) return undefined;
  const f = new Fields(box!, fb.at);
  const count = f.u32();
  return count === undefined || count > MAX_SAMPLES ? undefined : f.table(count, width);
}

function table64(stbl: Buffer): number[] | undefined {
  const pairs = table(stbl, 'co64', 2);
  if (!pairs) return undefined;
  const out: number[] = [];
  for (let i = 0; i < pairs.length; i += 2) out.push(pairs[i]! * 2 ** 32 + pairs[i + 1]!);
  return out;
}

/** The fragments' units: every run of the track, its durations the frame, its bytes inside an mdat. */
function fragmentSamples(track: Track, mvex: Buffer, moofs: Moof[], inFile: (start: number, size: number) => boolean): number | undefined {
  const trex = boxes(mvex)?.find((b) => b.type === 'trex' && b.data.length >= 24 && b.data.readUInt32BE(4) === track.id);
  if (!trex) return undefined;
  const defaults = { duration: trex.data.readUInt32BE(12), size: trex.data.readUInt32BE(16) };
  let units = 0;
  /** A unit shorter than a frame may only be the last one (see tableSamples). */
  let shortSeen = false;
  for (const moof of moofs) {
    const trafs = boxes(moof.data)?.filter((b) => b.type === 'traf');
    if (!trafs || trafs.length !== 1) return undefined;
    const traf = trafs[0]!.data;
    const tfhd = only(traf, 'tfhd');
    const th = tfhd && fullBox(tfhd);
    if (!th) return undefined;
    const f = new Fields(tfhd!, th.at);
    if (f.u32() !== track.id) return undefined;
    const base = th.flags & 0x1 ? f.u64() : moof.start;
    if (th.flags & 0x2) f.skip(4);
    const duration = th.flags & 0x8 ? f.u32() : defaults.duration;
    const size = th.flags & 0x10 ? f.u32() : defaults.size;
    if (base === undefined || duration === undefined || size === undefined) return undefined;
    let next = base;
    for (const run of boxes(traf)!.filter((b) => b.type === 'trun')) {
      const rh = fullBox(run.data);
      if (!rh) return undefined;
      const r = new Fields(run.data, rh.at);
      const count = r.u32();
      if (count === undefined || units + count > MAX_SAMPLES) return undefined;
      if (rh.flags & 0x1) {
        const offset = r.i32();
        if (offset === undefined) return undefined;
        next = base + offset;
      }
      if (rh.flags & 0x4) r.skip(4);
      for (let i = 0; i < count; i++) {
        const d = rh.flags & 0x100 ? r.u32() : duration;
        const s = rh.flags & 0x200 ? r.u32() : size;
        if (rh.flags & 0x400 && r.u32() === undefined) return undefined;
        if (rh.flags & 0x800 && r.u32() === undefined) return undefined;
        if (d === undefined || s === undefined || shortSeen || !inFile(next, s)) return undefined;
        if (d !== track.frame) {
          if (!(d > 0 && d < track.frame)) return undefined;
          shortSeen = true;
        }
        next += s;
      }
      units += count;
    }
  }
  return units * track.frame;
}
