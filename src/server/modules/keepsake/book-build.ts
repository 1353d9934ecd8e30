import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { formatClock } from '../../../shared/format-clock.js';
import { toLanguage } from '../../../shared/i18n/languages.js';
import type { AppDeps } from '../../deps.js';
import { newId } from '../../ids.js';
import { type JobContext, type JobHandler, PermanentJobError } from '../../jobs/job-queue.js';
import { mailT } from '../../mail/mail-texts.js';
import { timed } from '../../metrics/metrics.js';
import { writePdf } from '../../pdf/pdf-stream.js';
import { putDerivedObject } from '../../storage/derived-objects.js';
import { BOOK_PURPOSE } from '../../storage/purposes.js';
import { deleteObject, markAttached, markDetached } from '../../storage/stored-objects.service.js';
import { withTempDir } from '../../storage/temp-files.js';
import { findProfileById } from '../profiles/profiles.repository.js';
import { listMessagesForExport } from '../messages/messages.repository.js';
import { formatDateRange, formatDateTime } from './book-dates.js';
import { drawBook } from './book-pdf.js';
import { coverPicture, entryPhoto } from './book-picture.js';
import { findBook, recordBook } from './book.repository.js';
import { bookFingerprint, type BookJobPayload } from './book.service.js';
import { ensureListenKey, listenUrl } from './listen.service.js';
import { listenToken } from './listen-tokens.js';

function parsePayload(payload: unknown): BookJobPayload {
  const p = payload as Partial<BookJobPayload> | null;
  if (!p || typeof p.profileId !== 'string' || (p.paper !== 'a4' && p.paper !== 'letter') || typeof p.tz !== 'string') throw new PermanentJobError('not a book');
  // A job queued before books had a language is drawn in English, as it was asked for.
  return { profileId: p.profileId, paper: p.paper, tz: p.tz, language: toLanguage(p.language) ?? 'en' };
}

/**
 * Draws a host's book into the store (docs/decisions/048, 072): every message of their profile, oldest first, in the
 * zone asked for, each with its listen link; then records it as the host's book, replacing the last one (whose object
 * goes once the new one is recorded), with the job's completion in one transaction. Its fingerprint is read before the
 * messages: a message that arrives while it is drawn makes it out of date rather than seem current.
 */
export function bookBuildJob(deps: AppDeps): JobHandler {
  return async (ctx) => {
    const { profileId, ...drawn } = parsePayload(ctx.payload);
    const { paper, tz, language } = drawn;
    const profile = await findProfileById(deps.db, profileId);
    if (!profile) return;
    const listenKey = await ensureListenKey(deps, profileId);
    const fingerprint = await bookFingerprint(deps, profile, listenKey.secret, drawn);
    // Drawn already (by a twin request's job, or this one's completion was lost): nothing to do.
    if ((await findBook(deps.db, profileId))?.fingerprint === fingerprint) return;

    const messages = await listMessagesForExport(deps.db, profileId);
    const t = mailT(language);
    const picture = await coverPicture(deps, profile.profileImagePath, ctx.log);
    const entries = messages.map((m, i) => ({
      number: i + 1,
      name: m.senderName?.trim() || t('layout.aGuest'),
      when: formatDateTime(Number(m.createdAt), tz, language),
      duration: formatClock(m.duration),
      listenUrl: listenUrl(deps.config.publicUrl, listenToken(listenKey.secret, m.id)),
      // The question the guest was answering, when the host asked some.
      prompt: m.prompt ?? null,
      photo: m.photoPath ? () => entryPhoto(deps, m.photoPath, ctx.log) : null,
    }));
    const dateRange = messages.length > 0 ? formatDateRange(Number(messages[0]!.createdAt), Number(messages.at(-1)!.createdAt), tz, language) : null;
    const options = { size: paper, margin: 0, title: t('book.documentTitle', { host: profile.displayName }), author: profile.displayName };
    const drawing = drawBook({ paper, language, displayName: profile.displayName, picture, dateRange, entries });

    const key = `${BOOK_PURPOSE}/${newId()}.pdf`;
    const { size } = await timed(deps.metrics.bookDuration, () => withTempDir(deps, 'book', async (dir) => {
      const file = path.join(dir, 'book.pdf');
      await writePdf(createWriteStream(file, { mode: 0o600 }), options, drawing);
      if (ctx.signal.aborted) throw ctx.signal.reason;
      return putDerivedObject(deps, { key, source: { file }, contentType: 'application/pdf', purpose: BOOK_PURPOSE, owner: { userId: profile.userId, profileId } });
    }));
    await record(deps, ctx, { profileId, fingerprint, objectKey: key, fileBytes: size, builtAt: Date.now() });
  };
}

async function record(deps: AppDeps, { complete }: JobContext, book: Parameters<typeof recordBook>[1]): Promise<void> {
  let kept = false;
  let replaced: string | null = null;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const before = await findBook(trx, book.profileId);
      await recordBook(trx, book);
      await markAttached(trx, book.objectKey);
      // Detached with the swap: should the delete below never happen, the sweeper removes it.
      if (before && before.objectKey !== book.objectKey) await markDetached(trx, (replaced = before.objectKey));
      await complete(trx);
      kept = true;
    });
  } finally {
    if (!kept) await deleteObject(deps, book.objectKey);
  }
  if (replaced) await deleteObject(deps, replaced);
}
