import { Readable } from 'node:stream';
import { BRAND } from '../../../shared/brand.texts.js';
import { isoTime } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { type ZipArchive, type ZipEntry, zipArchive } from '../../storage/zip-writer.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import { keyFromPath } from '../../storage/stored-objects.service.js';
import { audioExtension } from './audio-object.js';
import { csvRow } from '../../lib/csv.js';
import { listMessagesForExport } from './messages.repository.js';

export interface MessagesArchive {
  fileName: string;
  zip: ZipArchive;
}

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .toLowerCase() || 'guest';

/**
 * Every message's recording (its playable copy when made) plus index.csv, as a ZIP streamed while it is built. Audio is stored, not
 * deflated (it is already compressed), and each file is opened only when the archive reaches it.
 */
export async function messagesArchive(deps: AppDeps, userId: string, now = new Date()): Promise<MessagesArchive> {
  const profile = await requireOwnProfileRow(deps, userId);
  const rows = await listMessagesForExport(deps.db, profile.id);
  const recordings: ZipEntry[] = [];
  // A BOM so spreadsheet apps read guests' names as UTF-8.
  let index = `\uFEFF${csvRow(['Name', 'Email', 'Date', 'Duration (seconds)', 'File'])}`;
  rows.forEach((m, i) => {
    // The playable copy once it exists: a file every player opens and seeks in.
    const audioPath = m.playablePath ?? m.audioPath;
    const key = keyFromPath(audioPath);
    const date = isoTime(m.createdAt);
    const file = `${String(i + 1).padStart(4, '0')}-${date.slice(0, 10)}-${slug(m.senderName ?? '')}.${audioExtension('', audioPath)}`;
    index += csvRow([m.senderName ?? '', m.senderEmail, date, m.duration, key ? file : '']);
    if (key) recordings.push({ name: file, mtime: new Date(m.createdAt), open: () => openAudio(deps, key), file: deps.store.localFile?.(key) });
  });
  const indexFile = Buffer.from(index, 'utf8');
  const zip = zipArchive([{ name: 'index.csv', mtime: now, size: indexFile.length, open: async () => indexFile }, ...recordings]);
  return { fileName: `${BRAND.toLowerCase()}-messages-${now.toISOString().slice(0, 10)}.zip`, zip };
}

/** A recording missing from the store becomes an empty entry rather than a broken archive (so does a missing local
 * file: entries here have no recorded size, see zip-writer.ts). */
async function openAudio(deps: AppDeps, key: string): Promise<Readable> {
  if (!(await deps.store.head(key))) return Readable.from([]);
  return deps.store.get(key);
}
