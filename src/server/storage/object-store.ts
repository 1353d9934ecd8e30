import type { Readable } from 'node:stream';

export interface ObjectInfo {
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface ByteRange {
  start: number;
  /** Inclusive, as in HTTP Range. */
  end: number;
}

/**
 * Where media lives: local disk by default, an S3-compatible bucket when configured.
 * Keys are produced by our code only (see keys.ts), never taken raw from a request.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /** Stores the whole stream under key; if the stream errors, nothing is left behind. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<{ size: number }>;
  head(key: string): Promise<ObjectInfo | null>;
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** The file holding the object's bytes, when the store keeps it on this machine (disk store), for readers that
   * manage their own buffers (the gallery ZIP). Absent on stores without local files. */
  localFile?(key: string): string;
  delete(key: string): Promise<void>;
  /** Reachability check for health and 503 handling. */
  ping(): Promise<void>;
  /** Removes partial writes older than maxAgeMs that a killed process left (disk store; S3 aborts its own). */
  sweepPartial?(maxAgeMs: number): Promise<number>;
  close?(): void;
}

/** A key is our own: segments of [A-Za-z0-9_.-], no dot-only segments, no leading slash. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512 || key.startsWith('/')) return false;
  return key.split('/').every((seg) => /^[A-Za-z0-9_.-]+$/.test(seg) && seg !== '.' && seg !== '..');
}
