import { guestNameOf } from '../../../shared/voice.texts.js';
import type { BookQuery } from '../../../shared/book.schemas.js';
import { BOOK_PDF } from '../../../shared/book.texts.js';
import type { AppDeps } from '../../deps.js';
import { localDay } from '../../lib/time-zone.js';
import { type PdfFile, pdfFile } from '../../pdf/pdf-stream.js';
import { assertUnsealed } from '../profiles/capsule.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import { listMessagesForExport } from '../voice/messages.repository.js';
import { formatClock } from '../../../shared/format-clock.js';
import { formatDateRange, formatDateTime } from './book-dates.js';
import { drawBook } from './book-pdf.js';
import { coverPicture } from './book-picture.js';
import { ensureListenKey, listenUrl } from './listen.service.js';
import { listenToken } from './listen-tokens.js';

/**
 * The signed-in host's book (docs/decisions/048): every message of their own profile, oldest first, in their time
 * zone, each with its listen link. The PDF is drawn while it streams; this only gathers what it prints. The zone is
 * remembered with the links, so each listen page shows its message's time as the book printed it.
 */
export async function ownBook(deps: AppDeps, userId: string, query: BookQuery, log: { warn: (obj: object, msg: string) => void }): Promise<PdfFile> {
  const { paper, tz } = query;
  const profile = await requireOwnProfileRow(deps, userId);
  await assertUnsealed(deps, profile.id);
  const [key, messages] = await Promise.all([ensureListenKey(deps, profile.id, tz), listMessagesForExport(deps.db, profile.id)]);
  const picture = await coverPicture(deps, profile.profileImagePath, log);
  const entries = messages.map((m, i) => ({
    number: i + 1,
    name: guestNameOf(m.senderName),
    when: formatDateTime(Number(m.createdAt), tz),
    duration: formatClock(m.duration),
    listenUrl: listenUrl(deps.config.publicUrl, listenToken(key.secret, m.id)),
    // The question the guest was answering, when the host asked some (issue 24).
    prompt: m.prompt ?? null,
  }));
  const dateRange = messages.length > 0 ? formatDateRange(Number(messages[0]!.createdAt), Number(messages.at(-1)!.createdAt), tz) : null;
  const fileName = BOOK_PDF.fileName(profile.username, localDay(tz, Date.now()).date);
  const options = { size: paper, margin: 0, title: BOOK_PDF.documentTitle(profile.displayName), author: profile.displayName };
  return pdfFile(fileName, options, drawBook({ paper, displayName: profile.displayName, picture, dateRange, entries }));
}
