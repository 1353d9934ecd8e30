import { RELIABILITY_MSG } from '../../shared/reliability.texts.js';

export type Outage = { status: 503 | 507; message: string };

// Node socket errors meaning "the other side is not there (now)".
const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN',
  'ECONNABORTED', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT',
]);
// Disk exhausted: the request cannot be stored, though nothing is broken.
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);
// SQLite could not get at its file in time (another writer held it past busy_timeout) or the disk failed.
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_IOERR', 'SQLITE_CANTOPEN', 'SQLITE_PROTOCOL']);
// PostgreSQL: shutting down or terminated (57P0x), connection exceptions (08xxx), database gone, too many clients.
const PG_CODE = /^(57P0[1-4]|08...|3D000|53300)$/;
const PG_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection ended|Connection terminated unexpectedly/i;

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  $metadata?: { httpStatusCode?: number };
  $fault?: unknown;
}

/** Every error in the chain: the error, its causes, and the parts of an AggregateError (dual-stack connects). */
function* chain(err: unknown, depth = 0): Generator<ErrorLike> {
  if (!err || typeof err !== 'object' || depth > 5) return;
  const e = err as ErrorLike;
  yield e;
  if (e.cause) yield* chain(e.cause, depth + 1);
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
}

/**
 * Recognises an unexpected error as an outage of a dependency (database, bucket, disk) rather than a bug,
 * so the client hears 503 "try again" or 507 "full" instead of 500; undefined for anything else.
 */
export function classifyOutage(err: unknown): Outage | undefined {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (FULL_CODES.has(code)) return { status: 507, message: RELIABILITY_MSG.diskFull };
    if (SQLITE_CODES.has(code)) return { status: 503, message: RELIABILITY_MSG.databaseUnavailable };
    if (PG_CODE.test(code) || PG_MESSAGES.test(message)) return { status: 503, message: RELIABILITY_MSG.databaseUnavailable };
    // The AWS SDK marks answers it got from the bucket with $metadata; a 5xx there is the bucket's outage.
    // Its retry layer adds $metadata (without a status) to network errors too.
    if (e.$metadata && typeof e.$metadata === 'object') {
      const s3Status = e.$metadata.httpStatusCode;
      if (s3Status === undefined || s3Status >= 500) return { status: 503, message: RELIABILITY_MSG.storageUnavailable };
    }
    if (NETWORK_CODES.has(code) || e.name === 'TimeoutError') return { status: 503, message: RELIABILITY_MSG.serviceUnavailable };
  }
  return undefined;
}
