import { type Parser, peek, read, unparsed } from './byte-feed.js';
import { MAX_PRE_SKIP, OPUS_RATE, opusHeadPreSkip, opusPacketSamples } from './opus-packet.js';

const PAGE_HEADER = 27;
/** An audio packet larger than this is not one (120 ms of Opus is at most ~61 KB, padding aside). */
const MAX_PACKET_BYTES = 128 * 1024;
const FLAG = { continued: 1, first: 2, last: 4 } as const;

/** Ogg's CRC-32 (polynomial 0x04c11db7, not reflected, no final XOR), over the page with its CRC field zeroed. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 24;
  for (let k = 0; k < 8; k++) c = c & 0x80000000 ? (c << 1) ^ 0x04c11db7 : c << 1;
  return c >>> 0;
});

export function oggCrc(parts: Uint8Array[]): number {
  let crc = 0;
  for (const part of parts) for (const byte of part) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

/**
 * Counts the samples of Opus in Ogg (RFC 7845) by summing every audio packet's duration from its TOC byte, less the
 * OpusHead's pre-skip and the end trimming the last page's granule position asks for (at most its last packet, as a
 * decoder applies it). Every page is checked (capture pattern, CRC, one stream, pages in sequence, packets continued
 * where the flags say); the first packet is the OpusHead, the second the OpusTags. Anything else is left to ffmpeg.
 */
export function* oggOpus(): Parser {
  let serial: number | undefined;
  let sequence = -1;
  let packets = 0;
  /** The packet being assembled across segments and pages (only its first bytes for the tags packet). */
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let preSkip = 0;
  let samples = 0;
  let lastPacketSamples = 0;
  let lastGranule: bigint | undefined;
  let sawLast = false;

  for (;;) {
    const head = yield* peek(PAGE_HEADER);
    if (head.length === 0 && sequence >= 0) break;
    if (sawLast) return unparsed('a page after the last one');
    if (head.length < PAGE_HEADER || head.toString('latin1', 0, 4) !== 'OggS' || head[4] !== 0) return unparsed('not an Ogg page');
    const header = yield* read(PAGE_HEADER);
    const flags = header[5]!;
    const granule = header.readBigInt64LE(6);
    const pageSerial = header.readUInt32LE(14);
    const pageSequence = header.readUInt32LE(18);
    const crc = header.readUInt32LE(22);
    const lacing = yield* read(header[26]!);
    if (lacing.length < header[26]!) return unparsed('truncated');
    const bodyLength = lacing.reduce((a, b) => a + b, 0);
    const body = yield* read(bodyLength);
    if (body.length < bodyLength) return unparsed('truncated');
    const zeroed = Buffer.from(header);
    zeroed.writeUInt32LE(0, 22);
    if (oggCrc([zeroed, lacing, body]) !== crc) return unparsed('a page whose CRC does not match');

    if (serial === undefined) {
      if (!(flags & FLAG.first)) return unparsed('no first page');
      serial = pageSerial;
    } else if (pageSerial !== serial || flags & FLAG.first) {
      return unparsed('more than one stream');
    }
    if (pageSequence !== sequence + 1) return unparsed('pages out of sequence');
    sequence = pageSequence;
    if (Boolean(flags & FLAG.continued) !== pendingBytes > 0) return unparsed('a continued packet where none was begun');
    sawLast = Boolean(flags & FLAG.last);

    let at = 0;
    for (const segment of lacing) {
      const part = body.subarray(at, at + segment);
      at += segment;
      // The tags packet may be large (pictures); only its first bytes are kept.
      const keep = packets === 1 ? Math.max(0, 8 - pendingBytes) : part.length;
      pending.push(part.subarray(0, keep));
      pendingBytes += segment;
      if (pendingBytes > MAX_PACKET_BYTES && packets !== 1) return unparsed('an outsized packet');
      if (segment === 255) continue;
      const packet = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      if (packets === 0) {
        const skip = opusHeadPreSkip(packet);
        if (skip === undefined || skip > MAX_PRE_SKIP) return unparsed('not an OpusHead');
        preSkip = skip;
      } else if (packets === 1) {
        if (packet.toString('latin1', 0, 8) !== 'OpusTags') return unparsed('no OpusTags');
      } else {
        const n = opusPacketSamples(packet);
        if (n === undefined) return unparsed('a malformed Opus packet');
        samples += n;
        lastPacketSamples = n;
      }
      packets++;
    }
    if (granule !== -1n) lastGranule = granule;
  }
  if (pendingBytes > 0) return unparsed('a packet cut off at the end');
  if (packets < 3) return unparsed('no audio packets');
  // The last page's granule position is the stream's end, pre-skip included; a decoder trims what lies past it.
  let trim = 0;
  if (sawLast && lastGranule !== undefined && lastGranule >= 0n && BigInt(samples) > lastGranule) trim = samples - Number(lastGranule);
  if (trim > lastPacketSamples) return unparsed('end trimming beyond the last packet');
  const total = samples - preSkip - trim;
  if (total <= 0) return unparsed('no audio after the pre-skip');
  return { status: 'counted', samples: total, rate: OPUS_RATE };
}
