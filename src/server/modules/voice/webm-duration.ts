/**
 * The duration of a WebM/Matroska file from its block timestamps. Browsers' MediaRecorder writes live
 * WebM without a Duration element (and with clusters of unknown size), so no header says how long it is;
 * the last block's time does. Returns seconds, or undefined when the bytes are not parseable WebM.
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

function readVint(buf: Buffer, pos: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | undefined {
  const first = buf[pos];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23; // 1..8
  if (pos + length > buf.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i++) {
    const b = buf[pos + i]!;
    value = value * 256 + b;
    if (b !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(buf: Buffer, pos: number, size: number): number {
  let v = 0;
  for (let i = 0; i < size; i++) v = v * 256 + buf[pos + i]!;
  return v;
}

export function webmDurationSeconds(buf: Buffer): number | undefined {
  let pos = 0;
  let scale = 1_000_000; // ns per tick, the Matroska default
  let clusterTime = 0;
  let maxTicks = -1;
  while (pos < buf.length) {
    const id = readVint(buf, pos, true);
    if (!id) break;
    const size = readVint(buf, pos + id.length, false);
    if (!size) break;
    const dataStart = pos + id.length + size.length;
    const dataEnd = size.unknown ? buf.length : dataStart + size.value;
    if (DESCEND.has(id.value)) {
      pos = dataStart;
      continue;
    }
    if (dataEnd > buf.length) break; // a truncated last element: what came before still counts
    if (id.value === ID.timecodeScale) scale = readUint(buf, dataStart, size.value);
    else if (id.value === ID.timecode) clusterTime = readUint(buf, dataStart, size.value);
    else if (id.value === ID.simpleBlock || id.value === ID.block) {
      const track = readVint(buf, dataStart, false);
      if (track && dataStart + track.length + 2 <= dataEnd) {
        const rel = buf.readInt16BE(dataStart + track.length);
        maxTicks = Math.max(maxTicks, clusterTime + rel);
      }
    }
    pos = dataEnd;
  }
  if (maxTicks < 0 || !scale) return undefined;
  return (maxTicks * scale) / 1e9;
}
