/**
 * The duration of a WebM/Matroska file from its block timestamps. Browsers' MediaRecorder writes live
 * WebM without a Duration element (and with clusters of unknown size), so no header says how long it is;
 * the last block's time does. The tracker reads the bytes as they arrive, in chunks split anywhere, so an
 * upload's length is known the moment its last byte is stored, without reading the file back.
 */
const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
};
// Masters we step into rather than over: their children carry the timestamps.
const DESCEND = new Set([ID.segment, ID.info, ID.cluster, ID.blockGroup]);
// The bytes of an element we read: a block's track number (a vint, at most 8 bytes) and 2 bytes of time,
// or a whole unsigned integer (at most 8 bytes).
const READ_BYTES = 10;

// readVint's answers besides a value: the vint runs past the bytes we have, or none can start here.
const MORE = -1;
const INVALID = -2;

/** How many bytes the vint starting with this byte takes (1..8; 9 for the invalid 0). */
const vintLength = (first: number) => Math.clz32(first) - 23;

/** The vint at pos, with its length marker kept (IDs) or dropped (sizes); or MORE or INVALID. */
function readVint(buf: Buffer, pos: number, keepMarker: boolean): number {
  if (pos >= buf.length) return MORE;
  const first = buf[pos]!;
  if (first === 0) return INVALID;
  const length = vintLength(first);
  if (pos + length > buf.length) return MORE;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + buf[pos + i]!;
  return value;
}

// A size of all ones means "unknown" (the element runs until its parent ends). Looked up, because computing
// `2 ** n` for every element made the whole scan several times slower.
const UNKNOWN_SIZE = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((length) => 2 ** (7 * length) - 1);
const isUnknownSize = (value: number, length: number) => value === UNKNOWN_SIZE[length];

function readUint(buf: Buffer, pos: number, size: number): number {
  let v = 0;
  for (let i = 0; i < size; i++) v = v * 256 + buf[pos + i]!;
  return v;
}

/** Reads a WebM file's bytes as they arrive, in chunks split anywhere; see the top of this file. */
export class WebmDurationTracker {
  private scale = 1_000_000; // ns per tick, the Matroska default
  private clusterTime = 0;
  private maxTicks = -1;
  private stopped = false;
  // Bytes of an element's head that a chunk boundary cut (a few bytes, never a block's payload).
  private carry: Buffer = Buffer.alloc(0);
  // The element being passed over; a block's time counts only once all of the block has arrived.
  private skip = 0;
  private blockTicks: number | undefined;

  push(chunk: Buffer): void {
    if (this.stopped) return;
    const buf = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    let pos = 0;
    while (pos < buf.length) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, buf.length - pos);
        this.skip -= n;
        pos += n;
        if (this.skip > 0) break;
        this.complete();
        continue;
      }
      const next = this.enter(buf, pos);
      if (next === 'more') break;
      if (next === 'stop') {
        this.stopped = true;
        break;
      }
      pos = next;
      if (this.skip === 0) this.complete();
    }
    // A copy: holding a subarray would keep the whole chunk alive.
    this.carry = this.stopped || pos >= buf.length ? Buffer.alloc(0) : Buffer.from(buf.subarray(pos));
  }

  /** Seconds up to the last whole block seen, or undefined when the bytes are not parseable WebM. */
  seconds(): number | undefined {
    if (this.maxTicks < 0 || !this.scale) return undefined;
    return (this.maxTicks * this.scale) / 1e9;
  }

  /**
   * Reads the head of the element starting at pos; returns where its data starts, 'more' to wait for
   * bytes, or 'stop' when nothing after this point can be read.
   */
  private enter(buf: Buffer, pos: number): number | 'more' | 'stop' {
    const id = readVint(buf, pos, true);
    if (id < 0) return id === MORE ? 'more' : 'stop';
    const sizeAt = pos + vintLength(buf[pos]!);
    const size = readVint(buf, sizeAt, false);
    if (size < 0) return size === MORE ? 'more' : 'stop';
    const sizeLength = vintLength(buf[sizeAt]!);
    const dataStart = sizeAt + sizeLength;
    if (DESCEND.has(id)) return dataStart;
    // Only masters may have an unknown size: past one anywhere else there is nothing we can read.
    if (isUnknownSize(size, sizeLength)) return 'stop';
    const interesting = id === ID.timecodeScale || id === ID.timecode || id === ID.simpleBlock || id === ID.block;
    if (interesting) {
      if (dataStart + Math.min(size, READ_BYTES) > buf.length) return 'more';
      this.read(id, buf, dataStart, size);
    }
    this.skip = size;
    return dataStart;
  }

  /** Takes in what an element we are interested in says; the bytes needed for that are all in buf. */
  private read(id: number, buf: Buffer, start: number, size: number) {
    if (id === ID.timecodeScale && size <= 8) this.scale = readUint(buf, start, size);
    else if (id === ID.timecode && size <= 8) this.clusterTime = readUint(buf, start, size);
    else if (id === ID.simpleBlock || id === ID.block) {
      const trackLength = size > 0 && buf[start] !== 0 ? vintLength(buf[start]!) : Infinity;
      if (trackLength + 2 <= size) this.blockTicks = this.clusterTime + buf.readInt16BE(start + trackLength);
    }
  }

  private complete() {
    if (this.blockTicks !== undefined) this.maxTicks = Math.max(this.maxTicks, this.blockTicks);
    this.blockTicks = undefined;
  }
}
