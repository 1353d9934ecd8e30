/** ISO base media (MP4) boxes read from a buffer: headers, children, and the few fields the AAC counter needs. */

export interface Box {
  type: string;
  /** The box's content, after its header. */
  data: Buffer;
}

/** The boxes in `b`, in order; undefined when one is malformed or runs past the end. */
export function boxes(b: Buffer): Box[] | undefined {
  const out: Box[] = [];
  let at = 0;
  while (at < b.length) {
    if (at + 8 > b.length) return undefined;
    let size = b.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > b.length) return undefined;
      const large = b.readBigUInt64BE(at + 8);
      if (large > BigInt(b.length)) return undefined;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = b.length - at;
    }
    if (size < header || at + size > b.length) return undefined;
    out.push({ type: b.toString('latin1', at + 4, at + 8), data: b.subarray(at + header, at + size) });
    at += size;
  }
  return out;
}

/** The only child of this type; undefined when there is none, or several, or the children are malformed. */
export function only(b: Buffer | undefined, type: string): Buffer | undefined {
  if (!b) return undefined;
  const found = boxes(b)?.filter((x) => x.type === type);
  return found?.length === 1 ? found[0]!.data : undefined;
}

/** A path of single children: only(only(b, 'mdia'), 'minf')... */
export const path = (b: Buffer | undefined, ...types: string[]) => types.reduce<Buffer | undefined>((at, t) => only(at, t), b);

/** A full box's version and flags, and where its fields start. */
export function fullBox(b: Buffer): { version: number; flags: number; at: number } | undefined {
  if (b.length < 4) return undefined;
  return { version: b[0]!, flags: b.readUIntBE(1, 3), at: 4 };
}

/** A reader that answers undefined once it would run past the end, so a short box never throws. */
export class Fields {
  constructor(
    private readonly b: Buffer,
    public at: number,
  ) {}

  u8(): number | undefined {
    return this.at + 1 <= this.b.length ? this.b[this.at++] : undefined;
  }
  u32(): number | undefined {
    if (this.at + 4 > this.b.length) return undefined;
    const v = this.b.readUInt32BE(this.at);
    this.at += 4;
    return v;
  }
  i32(): number | undefined {
    const v = this.u32();
    return v === undefined ? undefined : v | 0;
  }
  u64(): number | undefined {
    if (this.at + 8 > this.b.length) return undefined;
    const v = this.b.readBigUInt64BE(this.at);
    this.at += 8;
    return v > BigInt(Number.MAX_SAFE_INTEGER) ? undefined : Number(v);
  }
  i64(): number | undefined {
    if (this.at + 8 > this.b.length) return undefined;
    const v = this.b.readBigInt64BE(this.at);
    this.at += 8;
    return v > BigInt(Number.MAX_SAFE_INTEGER) || v < BigInt(Number.MIN_SAFE_INTEGER) ? undefined : Number(v);
  }
  /** `count` entries of `width` 32-bit words, if they are all there. */
  table(count: number, width: number): Uint32Array | undefined {
    if (count < 0 || this.at + count * width * 4 > this.b.length) return undefined;
    const out = new Uint32Array(count * width);
    for (let i = 0; i < out.length; i++) out[i] = this.b.readUInt32BE(this.at + i * 4);
    this.at += out.length * 4;
    return out;
  }
  skip(n: number): boolean {
    this.at += n;
    return this.at <= this.b.length;
  }
}
