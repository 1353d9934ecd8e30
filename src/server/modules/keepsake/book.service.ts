import { createHash } from 'node:crypto';
import type { BookPaper, BookQuery } from '../../../shared/book.schemas.js';
import { bookFileName } from '../../../shared/book.texts.js';
import type { Language } from '../../../shared/i18n/languages.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { insertJob, type NewJob, requeueFinishedJob } from '../../jobs/jobs.repository.js';
import { localDay } from '../../lib/time-zone.js';
import { pdfFileName } from '../../pdf/pdf-stream.js';
import { hostLanguage } from '../accounts/accounts.service.js';
import { assertUnsealed } from '../capsule/capsule.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import { findBook, messagesVersion } from './book.repository.js';
import { ensureListenKey } from './listen.service.js';

export const BOOK_JOB = 'book-build';

export interface BookJobPayload {
  profileId: string;
  paper: BookPaper;
  tz: string;
  /** The language of the host who asked (docs/decisions/077). */
  language: Language;
}

/** Bumped when book-pdf.ts changes what a book looks like: every kept book is then drawn anew. */
const BOOK_LAYOUT = 2;
/** How long a download waits for its book to be drawn (queued behind others on a busy platform, then drawn). */
const BOOK_WAIT_MS = 5 * 60_000;

/**
 * Everything the PDF shows, hashed: the messages (their version moves with any change of any of them, decision 015),
 * the page's name and picture, the listen links' secret and origin, the paper, the zone, the language and the layout. Equal
 * fingerprints draw the same book, so a kept one can be answered again.
 */
export async function bookFingerprint(
  deps: AppDeps,
  profile: { id: string; displayName: string; profileImagePath: string | null },
  listenSecret: string,
  { paper, tz, language }: Omit<BookJobPayload, 'profileId'>,
): Promise<string> {
  const version = await messagesVersion(deps.db, profile.id);
  const drawnFrom = [BOOK_LAYOUT, version, profile.displayName, profile.profileImagePath, listenSecret, deps.config.publicUrl, paper, tz, language];
  return createHash('sha256').update(JSON.stringify(drawnFrom)).digest('base64url');
}

export const bookJob = (payload: BookJobPayload, fingerprint: string): NewJob => ({ kind: BOOK_JOB, key: `${payload.profileId}:${fingerprint}`, payload });

/**
 * The signed-in host's book (docs/decisions/048, 072): the kept one while nothing it shows has changed, else drawn
 * anew by a job of the book lane (one at a time per instance, a few on the platform: decision 071), which this request
 * runs itself when the lane has room and otherwise waits for. Its stored object and the name to save it under. In the
 * language of the host asking (`readerId`: the owner, or a co-host), docs/decisions/077.
 */
export async function ownBook(deps: AppDeps, userId: string, query: BookQuery, readerId = userId): Promise<{ key: string; fileName: string }> {
  const { paper, tz } = query;
  const profile = await requireOwnProfileRow(deps, userId);
  await assertUnsealed(deps, profile.id);
  const drawn = { paper, tz, language: await hostLanguage(deps, readerId, profile.language) };
  // The zone is remembered with the links, so each listen page shows its message's time as the book printed it.
  const key = await ensureListenKey(deps, profile.id, tz);
  const fileName = pdfFileName(bookFileName(profile.username, localDay(tz, Date.now()).date));
  const fingerprint = await bookFingerprint(deps, profile, key.secret, drawn);
  let book = await findBook(deps.db, profile.id);
  if (book?.fingerprint !== fingerprint) {
    const job = bookJob({ profileId: profile.id, ...drawn }, fingerprint);
    await insertJob(deps.db, job);
    // The same book was drawn before and replaced since (A4, then Letter, then A4 again): draw it again.
    await requeueFinishedJob(deps.db, job.kind, job.key, job.payload);
    deps.jobs.wake(job.kind);
    await deps.jobs.runNow(job.kind, job.key, BOOK_WAIT_MS);
    book = await findBook(deps.db, profile.id);
    // A message that arrived meanwhile is in the book drawn: it is the newer one, and as good an answer.
    if (book && book.fingerprint !== fingerprint) {
      const now = await bookFingerprint(deps, (await requireOwnProfileRow(deps, userId)), key.secret, drawn);
      if (book.fingerprint !== now) book = undefined;
    }
  }
  if (!book) throw AppError.refuse(503, 'generic_failure');
  return { key: book.objectKey, fileName };
}
