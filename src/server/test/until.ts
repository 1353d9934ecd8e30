// Test-only: waiting for a state rather than for a time.

/** Reads until `ok` holds, every 20 ms, and fails after `timeoutMs` with what it waited for and the last value read. */
export async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last value ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
