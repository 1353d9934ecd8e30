/**
 * The push side of the sample counters: an upload's chunks arrive as they stream into the store, and each counter is
 * written as a plain parser (a generator) that asks for the bytes it wants next. The feed answers from the chunks
 * queued so far, so a recording is read once, as it arrives, with at most one element's bytes held at a time.
 */

/** What a parser asks for: `read` (consume exactly n), `peek` (look at up to n, consume none), `skip` (drop n). */
export type Want = { read: number } | { peek: number } | { skip: number };

/** What a counter concludes: the recording's sample count at its rate, or why it leaves the file to ffmpeg. */
export type Counted = { status: 'counted'; samples: number; rate: number } | { status: 'unparsed'; reason: string };

export type Parser = Generator<Want, Counted, Buffer | number>;

/** The largest single read a parser may ask for (an MP4's index); anything bigger is not a recording we count. */
export const MAX_READ = 4 * 1024 * 1024;

export const unparsed = (reason: string): Counted => ({ status: 'unparsed', reason });

/** Reads exactly `n` bytes; fewer (maybe none) when the input ends first. */
export function* read(n: number): Generator<Want, Buffer, Buffer | number> {
  return (yield { read: n }) as Buffer;
}

/** Up to `n` bytes ahead without consuming them; fewer only when the input ends first. */
export function* peek(n: number): Generator<Want, Buffer, Buffer | number> {
  return (yield { peek: n }) as Buffer;
}

/** Drops `n` bytes; returns how many there were (fewer than `n` when the input ended first). */
export function* skip(n: number): Generator<Want, number, Buffer | number> {
  return (yield { skip: n }) as number;
}

export interface Feed {
  push(chunk: Buffer): void;
  /** The input is over: the parser's conclusion. Never throws. */
  end(): Counted;
}

/** Wants answered without consuming a byte, in a row, before a parser is taken to be looping. */
const MAX_IDLE_WANTS = 64;

/**
 * Drives a parser with pushed chunks. A parser that throws (a bug meeting hostile bytes) or loops without consuming
 * concludes 'unparsed': the file then goes to ffmpeg like any other that does not parse cleanly.
 */
export function byteFeed(parser: Parser): Feed {
  const queue: Buffer[] = [];
  let queued = 0;
  let ended = false;
  let result: Counted | undefined;
  let want: Want | undefined;
  let skipped = 0;
  let idle = 0;

  const step = (value: Buffer | number | undefined, consumed: number) => {
    idle = consumed > 0 ? 0 : idle + 1;
    if (idle > MAX_IDLE_WANTS) return conclude(unparsed('the parser made no progress'));
    try {
      const next = value === undefined ? parser.next() : parser.next(value);
      if (next.done) conclude(next.value);
      else want = next.value;
    } catch (err) {
      conclude(unparsed(`parser error: ${err instanceof Error ? err.message : String(err)}`));
    }
  };
  const conclude = (counted: Counted) => {
    result = counted;
    want = undefined;
    queue.length = 0;
    queued = 0;
  };
  const take = (n: number, consume: boolean): Buffer => {
    const count = Math.min(n, queued);
    let out: Buffer;
    if (queue.length > 0 && queue[0]!.length >= count) out = queue[0]!.subarray(0, count);
    else out = Buffer.concat(queue, queued).subarray(0, count);
    if (consume) drop(count);
    return out;
  };
  const drop = (n: number) => {
    let left = n;
    while (left > 0) {
      const head = queue[0]!;
      if (head.length <= left) {
        queue.shift();
        left -= head.length;
      } else {
        queue[0] = head.subarray(left);
        left = 0;
      }
    }
    queued -= n;
  };
  const pump = () => {
    while (!result && want) {
      if ('skip' in want) {
        const n = Math.min(want.skip - skipped, queued);
        drop(n);
        skipped += n;
        if (skipped < want.skip && !ended) return;
        const total = skipped;
        skipped = 0;
        step(total, total);
      } else {
        const n = 'read' in want ? want.read : want.peek;
        if (!(n >= 0) || n > MAX_READ) return conclude(unparsed(`an element of ${n} bytes`));
        if (queued < n && !ended) return;
        const bytes = take(n, 'read' in want);
        step(bytes, 'read' in want ? bytes.length : 0);
      }
    }
  };

  step(undefined, 1);
  return {
    push(chunk) {
      if (result || chunk.length === 0) return;
      queue.push(chunk);
      queued += chunk.length;
      pump();
    },
    end() {
      ended = true;
      pump();
      if (!result) conclude(unparsed('the parser wanted more after the end'));
      return result!;
    },
  };
}
