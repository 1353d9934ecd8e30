import pLimit from 'p-limit';
import { BRAND } from '../../../shared/brand.texts.js';
import type { AppDeps } from '../../deps.js';
import { safeFileName, uniqueNames } from '../../lib/safe-file-name.js';
import { localDateTime, localDay } from '../../lib/time-zone.js';
import { keyFromPath } from '../../storage/stored-objects.service.js';
import { textEntry } from '../../storage/zip-text-entry.js';
import { type ZipArchive, type ZipEntry, zipArchive } from '../../storage/zip-writer.js';
import { toBool } from '../../db/database.js';
import { mailT } from '../../mail/mail-texts.js';
import { hostLanguage } from '../accounts/accounts.service.js';
import { assertUnsealed } from '../capsule/capsule.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import type { ArchivedMessage } from './archive-contents.js';
import { messagesCsv } from './archive-csv.js';
import { archivePage } from './archive-page.js';
import { audioExtension } from '../../audio/audio-object.js';
import { listMessagesForExport } from '../messages/messages.repository.js';

export interface MessagesArchive {
  fileName: string;
  zip: ZipArchive;
}

/** A guest's name in a file name: 100 bytes keep '0001 2026-06-14 18-03 {name} (2).webm' far below 255 bytes. */
const NAME_BYTES = 100;
/** Stores asked at once whether a recording is there (a stat on disk, a HEAD request to S3). */
const LOOKUPS = 8;

type MessageRow = Awaited<ReturnType<typeof listMessagesForExport>>[number];

interface Recording {
  key: string;
  size: number;
  ext: string;
}

/**
 * The host's archive (docs/decisions/045): every message's playable copy (the original while no copy exists), named
 * '001 2026-06-14 18-03 Anna Smith.mp3' in time order with dates on the host's wall clock, the guest's photo beside it
 * as '001 2026-06-14 18-03 Anna Smith.jpg' (decision 082), plus messages.csv and
 * index.html, an offline listening page. Written as it is sent: each recording is opened when the archive reaches
 * it, and the two text files are rendered a row at a time. Every entry's size is known before the first byte (the
 * store is asked for each recording first), so the reply announces its exact length and the browser shows progress.
 * The page and the CSV speak the language of the host asking (`readerId`: the owner, or a co-host), docs/decisions/077.
 */
export async function messagesArchive(
  deps: AppDeps,
  userId: string,
  timeZone: string,
  now = new Date(),
  opts: { guestEmails?: boolean; readerId?: string } = {},
): Promise<MessagesArchive> {
  const guestEmails = opts.guestEmails ?? true;
  const profile = await requireOwnProfileRow(deps, userId);
  await assertUnsealed(deps, profile.id);
  const language = await hostLanguage(deps, opts.readerId ?? userId, profile.language);
  const aGuest = mailT(language)('layout.aGuest');
  const rows = await listMessagesForExport(deps.db, profile.id);
  const lookup = pLimit(LOOKUPS);
  // Each message's recording and photo asked for together: one pass of lookups, LOOKUPS at a time.
  const found = await Promise.all(rows.map((row) => lookup(() => Promise.all([findRecording(deps, row), findPhoto(deps, row)]))));

  const width = Math.max(3, String(rows.length).length);
  const take = uniqueNames();
  take('index', 'html');
  take('messages', 'csv');
  const files: ZipEntry[] = [];
  const messages = rows.map((row, i): ArchivedMessage => {
    const label = String(i + 1).padStart(width, '0');
    const localTime = localDateTime(timeZone, row.createdAt);
    const guest = safeFileName(row.senderName, { maxBytes: NAME_BYTES, fallback: aGuest });
    const [recording, photo] = found[i]!;
    // The numbers make every recording's name unique already; `take` guards the page and the CSV's names too.
    const base = `${label} ${localTime.replace(':', '-')} ${guest}`;
    const file = recording ? take(base, recording.ext) : null;
    // The guest's photo sits beside its recording under the same name (docs/decisions/082).
    const photoFile = photo ? take(base, photo.ext) : null;
    for (const [entry, name] of [[recording, file], [photo, photoFile]] as const) {
      if (!entry || !name) continue;
      files.push({
        name,
        mtime: new Date(row.createdAt),
        size: entry.size,
        open: () => deps.store.get(entry.key),
        file: deps.store.localFile?.(entry.key),
      });
    }
    return {
      number: i + 1,
      label,
      senderName: row.senderName ?? '',
      displayName: row.senderName?.trim() || aGuest,
      email: guestEmails ? row.senderEmail : '',
      at: row.createdAt,
      localTime,
      duration: row.duration,
      replied: toBool(row.hasReplied),
      prompt: row.prompt ?? null,
      file,
      photoFile,
    };
  });

  const page = { hostName: profile.displayName, timeZone, language, messages, savedAt: localDateTime(timeZone, now.getTime()) };
  const zip = zipArchive([
    textEntry('index.html', now, () => archivePage(page)),
    textEntry('messages.csv', now, () => messagesCsv(messages, timeZone, language)),
    ...files,
  ]);
  return { fileName: `${BRAND.toLowerCase()}-messages-${localDay(timeZone, now.getTime()).date}.zip`, zip };
}

/** The guest's photo with the message (a JPEG, docs/decisions/082), or null when none was sent or it is gone. */
async function findPhoto(deps: AppDeps, row: MessageRow): Promise<Recording | null> {
  const key = keyFromPath(row.photoPath);
  const info = key ? await deps.store.head(key) : undefined;
  return key && info ? { key, size: info.size, ext: 'jpg' } : null;
}

/**
 * The file a message's archive entry holds: its playable copy (an MP3 every player opens); the original, under its own
 * extension, while the copy is not made yet or is gone; nothing when neither is in the store (the message stays in
 * messages.csv and index.html, marked missing, and the rest of the archive is whole).
 */
async function findRecording(deps: AppDeps, row: MessageRow): Promise<Recording | null> {
  for (const path of [row.playablePath, row.audioPath]) {
    const key = keyFromPath(path);
    if (!key) continue;
    const info = await deps.store.head(key);
    if (info) return { key, size: info.size, ext: audioExtension(info.contentType, path ?? '') };
  }
  return null;
}
