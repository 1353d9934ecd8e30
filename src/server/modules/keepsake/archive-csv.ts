import type { Language } from '../../../shared/i18n/languages.js';
import { csvRow } from '../../lib/csv.js';
import { type MailT, mailT } from '../../mail/mail-texts.js';
import type { ArchivedMessage } from './archive-contents.js';

/** Spreadsheet programs read a CSV as UTF-8 (names in any script, emoji) only when it starts with a BOM. */
const BOM = '\uFEFF';

interface Column {
  header: (t: MailT, timeZone: string) => string;
  cell: (m: ArchivedMessage, t: MailT) => string | number;
  /** Present only when this holds for the archive's messages; always when absent. */
  when?: (messages: ArchivedMessage[]) => boolean;
}

/** messages.csv's columns, in order. Every cell goes through csvCell, which disarms formulas (lib/csv.ts). */
const COLUMNS: Column[] = [
  { header: (t) => t('archiveCsv.number'), cell: (m) => m.number },
  { header: (t) => t('archiveCsv.name'), cell: (m) => m.senderName },
  { header: (t) => t('archiveCsv.email'), cell: (m) => m.email },
  { header: (t, zone) => t('archiveCsv.dateTime', { zone }), cell: (m) => m.localTime },
  { header: (t) => t('archiveCsv.duration'), cell: (m) => m.duration },
  // Only when some message answered a question (docs/decisions/045): an archive of a page without prompts has no empty column.
  { header: (t) => t('archiveCsv.prompt'), cell: (m) => m.prompt ?? '', when: (all) => all.some((m) => m.prompt) },
  { header: (t) => t('archiveCsv.file'), cell: (m) => m.file ?? '' },
  { header: (t) => t('archiveCsv.replied'), cell: (m, t) => (m.replied ? t('archiveCsv.yes') : t('archiveCsv.no')) },
];

/**
 * messages.csv, a row at a time: one per message, in the files' order, dates on the host's wall clock, headers and
 * yes/no in the host's language (the dates stay 'YYYY-MM-DD HH:MM', which every spreadsheet reads as a date).
 */
export function* messagesCsv(messages: ArchivedMessage[], timeZone: string, language: Language = 'en'): Generator<string> {
  const t = mailT(language);
  const columns = COLUMNS.filter((c) => c.when?.(messages) ?? true);
  yield BOM + csvRow(columns.map((c) => c.header(t, timeZone)));
  for (const m of messages) yield csvRow(columns.map((c) => c.cell(m, t)));
}
