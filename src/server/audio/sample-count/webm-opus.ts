import { type Counted, type Parser, peek, read, skip, unparsed } from './byte-feed.js';
import { eachChild, intOf, readElementHeader, readVint, uintOf } from './ebml.js';
import { MAX_PRE_SKIP, OPUS_RATE, opusHeadPreSkip, opusPacketSamples } from './opus-packet.js';

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  codecDelay: 0x56aa,
  contentEncodings: 0x6d80,
  cluster: 0x1f43b675,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  discardPadding: 0x75a2,
} as const;

/** What a Cluster may hold besides blocks (timecode, position, previous size, silent tracks, void, CRC-32). */
const CLUSTER_OTHER = new Set([0xe7, 0xa7, 0xab, 0x5854, 0xec, 0xbf]);
const MAX_HEADER_BYTES = 64 * 1024;
const MAX_BLOCK_BYTES = 1024 * 1024;
const AUDIO_TRACK = 2;

interface Track {
  number: number;
  preSkip: number;
}

const nsToSamples = (ns: number) => Math.round((ns * OPUS_RATE) / 1e9);

/**
 * Counts the samples of Opus in WebM (Chromium's and Firefox's MediaRecorder) by summing every packet's duration from
 * its TOC byte (opus-packet.ts), less the track's pre-skip and each block's discard padding: what a decoder outputs.
 * No header's duration or TimecodeScale is read, nor any timestamp. Only the simple shape a recorder writes is
 * counted: one EBML document, one Segment, one audio track of Opus before the first Cluster, no content encoding,
 * every block of that track and every packet well-formed; anything else is left to ffmpeg.
 */
export function* webmOpus(): Parser {
  let pos = 0;
  const header = yield* peek(12);
  const ebml = readElementHeader(header, 0);
  if (!ebml || ebml.id !== ID.ebml || ebml.size === undefined || ebml.size > 4096) return unparsed('no EBML header');
  pos += yield* skip(ebml.length);
  const ebmlBody = yield* read(ebml.size);
  if (ebmlBody.length < ebml.size) return unparsed('truncated');
  pos += ebmlBody.length;
  let docType = '';
  eachChild(ebmlBody, (id, data) => {
    if (id === ID.docType) docType = Buffer.from(data).toString('latin1');
  });
  if (docType !== 'webm' && docType !== 'matroska') return unparsed(`document type ${docType}`);

  const segmentHead = readElementHeader(yield* peek(12), 0);
  if (!segmentHead || segmentHead.id !== ID.segment) return unparsed('no Segment');
  pos += yield* skip(segmentHead.length);
  const segmentEnd = segmentHead.size === undefined ? Infinity : pos + segmentHead.size;

  let track: Track | undefined;
  let samples = 0;
  let blocks = 0;
  /** The Cluster being read, and where it ends (Infinity: unknown size, ended by an element it cannot hold). */
  let clusterEnd: number | undefined;

  for (;;) {
    if (clusterEnd === pos) clusterEnd = undefined;
    if (pos === segmentEnd) break;
    const bytes = yield* peek(12);
    if (bytes.length === 0) {
      if (segmentEnd === Infinity && (clusterEnd === undefined || clusterEnd === Infinity)) break;
      return unparsed('truncated');
    }
    const h = readElementHeader(bytes, 0);
    if (!h) return unparsed('malformed element');
    const childOfCluster = h.id === ID.simpleBlock || h.id === ID.blockGroup || CLUSTER_OTHER.has(h.id);
    if (clusterEnd === Infinity && !childOfCluster) clusterEnd = undefined;
    // A Cluster inside a Cluster is where the next one begins: fix-webm-duration (the recorder's, in the browser) gives
    // a live recording's first Cluster the rest of the file as its size, and the next ones stay unknown-sized.
    if (clusterEnd !== undefined && !childOfCluster && h.id !== ID.cluster) return unparsed('a Cluster holding what it cannot');
    const end = h.size === undefined ? Infinity : pos + h.length + h.size;
    if (h.size !== undefined && (end > segmentEnd || end > (clusterEnd ?? Infinity))) return unparsed('an element outside its parent');

    if (h.id === ID.cluster) {
      if (!track) return unparsed('a Cluster before the Tracks');
      const outerEnd = clusterEnd;
      pos += yield* skip(h.length);
      clusterEnd = h.size === undefined ? (outerEnd ?? Infinity) : pos + h.size;
      continue;
    }
    if (h.id === ID.simpleBlock || h.id === ID.blockGroup) {
      if (!track || clusterEnd === undefined) return unparsed('a block outside a Cluster');
      if (h.size === undefined || h.size > MAX_BLOCK_BYTES) return unparsed('a block of unknown or outsized length');
      pos += yield* skip(h.length);
      const data = yield* read(h.size);
      if (data.length < h.size) return unparsed('truncated');
      pos += data.length;
      const counted = h.id === ID.simpleBlock ? blockSamples(data, track) : blockGroupSamples(data, track);
      if (counted === undefined) return unparsed('a malformed block or Opus packet');
      samples += counted;
      blocks++;
      continue;
    }
    if (h.id === ID.ebml || h.id === ID.segment) return unparsed('a second document or Segment');
    if (h.size === undefined) return unparsed('an element of unknown length');
    if (h.id === ID.tracks) {
      if (track || h.size > MAX_HEADER_BYTES) return unparsed('Tracks again, or outsized');
      pos += yield* skip(h.length);
      const data = yield* read(h.size);
      if (data.length < h.size) return unparsed('truncated');
      pos += data.length;
      track = opusTrack(data);
      if (!track) return unparsed('not one Opus audio track');
      continue;
    }
    // SeekHead, Info, Cues, Tags, Chapters, Attachments, a Cluster's timecode, Void, CRC-32, anything unknown.
    const skipped = yield* skip(h.length + h.size);
    pos += skipped;
    if (skipped < h.length + h.size) return unparsed('truncated');
  }
  if (segmentEnd !== Infinity && (yield* peek(1)).length > 0) return unparsed('bytes after the Segment');
  if (!track || blocks === 0) return unparsed('no audio blocks');
  return finish(samples, track.preSkip);
}

function finish(samples: number, preSkip: number): Counted {
  if (samples <= preSkip) return unparsed('no audio after the pre-skip');
  return { status: 'counted', samples: samples - preSkip, rate: OPUS_RATE };
}

/** The one track, if it is Opus audio with no content encoding (compression or encryption would change the packets). */
function opusTrack(tracks: Uint8Array): Track | undefined {
  const entries: Uint8Array[] = [];
  if (!eachChild(tracks, (id, data) => void (id === ID.trackEntry && entries.push(data)))) return undefined;
  if (entries.length !== 1) return undefined;
  let number: number | undefined;
  let type: number | undefined;
  let codec = '';
  let head: Uint8Array | undefined;
  let delayNs: number | undefined;
  let encoded = false;
  const ok = eachChild(entries[0]!, (id, data) => {
    if (id === ID.trackNumber) number = uintOf(data);
    else if (id === ID.trackType) type = uintOf(data);
    else if (id === ID.codecId) codec = Buffer.from(data).toString('latin1');
    else if (id === ID.codecPrivate) head = data;
    else if (id === ID.codecDelay) delayNs = uintOf(data);
    else if (id === ID.contentEncodings) encoded = true;
  });
  if (!ok || encoded || !number || type !== AUDIO_TRACK || codec !== 'A_OPUS') return undefined;
  const headSkip = head ? opusHeadPreSkip(head) : undefined;
  if (head && headSkip === undefined) return undefined;
  // CodecDelay is what Matroska players (ffmpeg included) drop; the OpusHead's pre-skip when it is absent.
  const preSkip = delayNs !== undefined ? nsToSamples(delayNs) : (headSkip ?? 0);
  if (preSkip > MAX_PRE_SKIP) return undefined;
  return { number, preSkip };
}

/** A Block's or SimpleBlock's samples: its frames (laced or not), each an Opus packet; undefined when malformed. */
function blockSamples(b: Uint8Array, track: Track): number | undefined {
  const trackNumber = readVint(b, 0);
  if (!trackNumber || trackNumber[0] !== track.number) return undefined;
  let at = trackNumber[1] + 2; // the track number, then a 16-bit timecode (not read: a timestamp is a claim)
  if (at >= b.length) return undefined;
  const lacing = (b[at++]! >> 1) & 3;
  const sizes: number[] = [];
  if (lacing !== 0) {
    if (at >= b.length) return undefined;
    const count = b[at++]! + 1;
    if (lacing === 1) {
      for (let i = 0; i < count - 1; i++) {
        let size = 0;
        for (;;) {
          if (at >= b.length) return undefined;
          const v = b[at++]!;
          size += v;
          if (v !== 255) break;
        }
        sizes.push(size);
      }
    } else if (lacing === 3) {
      const first = readVint(b, at);
      if (!first || first[0] < 0) return undefined;
      at += first[1];
      sizes.push(first[0]);
      for (let i = 1; i < count - 1; i++) {
        const diff = readVint(b, at);
        if (!diff || diff[0] < 0) return undefined;
        at += diff[1];
        const size = sizes[i - 1]! + diff[0] - (2 ** (7 * diff[1] - 1) - 1);
        if (size < 0) return undefined;
        sizes.push(size);
      }
    } else {
      if ((b.length - at) % count !== 0) return undefined;
      for (let i = 0; i < count - 1; i++) sizes.push((b.length - at) / count);
    }
  }
  const laced = sizes.reduce((a, s) => a + s, 0);
  if (laced > b.length - at) return undefined;
  sizes.push(b.length - at - laced);
  let samples = 0;
  for (const size of sizes) {
    const packet = opusPacketSamples(b, at, at + size);
    if (packet === undefined) return undefined;
    samples += packet;
    at += size;
  }
  return samples;
}

/** A BlockGroup: its one Block, less the discard padding a writer sets on the last one (at most that block). */
function blockGroupSamples(group: Uint8Array, track: Track): number | undefined {
  let block: Uint8Array | undefined;
  let blockCount = 0;
  let paddingNs = 0;
  const ok = eachChild(group, (id, data) => {
    if (id === ID.block) {
      block = data;
      blockCount++;
    } else if (id === ID.discardPadding) {
      paddingNs = intOf(data) ?? -1;
    }
  });
  if (!ok || blockCount !== 1 || paddingNs < 0) return undefined;
  const samples = blockSamples(block!, track);
  const padding = nsToSamples(paddingNs);
  if (samples === undefined || padding > samples) return undefined;
  return samples - padding;
}
