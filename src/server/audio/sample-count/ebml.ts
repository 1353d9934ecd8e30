/** EBML, the binary format of Matroska and WebM (RFC 8794): variable-length integers and element headers. */

/** A header's element ID (with its length marker, as the specifications write IDs) and its data size. */
export interface ElementHeader {
  id: number;
  /** undefined: the size is unknown (all ones), as a live writer leaves a Segment or Cluster. */
  size: number | undefined;
  /** Bytes of the header itself. */
  length: number;
}

/** A size or number: [value, bytes], undefined when malformed or past the end. Unknown (all ones) is -1. */
export function readVint(b: Uint8Array, at: number, maxLength = 8): [number, number] | undefined {
  if (at >= b.length) return undefined;
  const first = b[at]!;
  if (first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (length > maxLength || at + length > b.length) return undefined;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = b[at + i]!;
    allOnes &&= byte === 0xff;
    value = value * 256 + byte;
  }
  if (allOnes) return [-1, length];
  // Sizes above 2^53 cannot be exact in a JS number; no element of an upload comes near.
  return value > Number.MAX_SAFE_INTEGER ? undefined : [value, length];
}

/** An element header at `at`, or undefined when the bytes there are not one (or are cut off). */
export function readElementHeader(b: Uint8Array, at: number): ElementHeader | undefined {
  if (at >= b.length) return undefined;
  const idLength = Math.clz32(b[at]!) - 23;
  if (b[at] === 0 || idLength > 4 || at + idLength > b.length) return undefined;
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + b[at + i]!;
  const size = readVint(b, at + idLength);
  if (!size) return undefined;
  return { id, size: size[0] === -1 ? undefined : size[0], length: idLength + size[1] };
}

/** Each child element of a master element's bytes: [id, data]; stops (returns false) at malformed bytes. */
export function eachChild(b: Uint8Array, visit: (id: number, data: Uint8Array) => boolean | void): boolean {
  let at = 0;
  while (at < b.length) {
    const h = readElementHeader(b, at);
    if (!h || h.size === undefined || at + h.length + h.size > b.length) return false;
    if (visit(h.id, b.subarray(at + h.length, at + h.length + h.size)) === false) return false;
    at += h.length + h.size;
  }
  return true;
}

/** An unsigned integer element's value (up to 7 bytes: exact in a JS number). */
export function uintOf(data: Uint8Array): number | undefined {
  if (data.length > 7) return undefined;
  let v = 0;
  for (const byte of data) v = v * 256 + byte;
  return v;
}

/** A signed integer element's value (up to 7 bytes). */
export function intOf(data: Uint8Array): number | undefined {
  const u = uintOf(data);
  if (u === undefined || data.length === 0) return u;
  const bits = data.length * 8;
  return data[0]! & 0x80 ? u - 2 ** bits : u;
}
