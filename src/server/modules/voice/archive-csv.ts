import { ARCHIVE_CSV } from '../../../shared/archive.texts.js';
import { csvRow } from '../../lib/csv.js';
import type { ArchivedMessage } from './archive-contents.js';

/** Spreadsheet programs read a CSV as UTF-8 (names in any script, emoji) only when it starts with a BOM. */
const BOM = '\uFEFF';

interface Column {
  header: (timeZone: string) => string;
  cell: (m: ArchivedMessage) => string | number;
  /** Present only when this holds for the archive's messages; always when absent. */
  when?: (messages: ArchivedMessage[]) => boolean;
}

/** messages.csv's columns, in order. Every cell goes through csvCell, which disarms formulas (lib/csv.ts). */
const COLUMNS: Column[] = [
  { header: () => ARCHIVE_CSV.number, cell: (m) => m.number },
  { header: () => ARCHIVE_CSV.name, cell: (m) => m.senderName },
  { header: () => ARCHIVE_CSV.email, cell: (m) => m.email },
  { header: ARCHIVE_CSV.dateTime, cell: (m) => m.localTime },
  { header: () => ARCHIVE_CSV.duration, cell: (m) => m.duration },
  // Only when some message answered a question (issue 24): an archive of a page without prompts has no empty column.
  { header: () => ARCHIVE_CSV.prompt, cell: (m) => m.prompt ?? '', when: (all) => all.some((m) => m.prompt) },
  { header: () => ARCHIVE_CSV.file, cell: (m) => m.file ?? '' },
  { header: () => ARCHIVE_CSV.replied, cell: (m) => (m.replied ? ARCHIVE_CSV.yes : ARCHIVE_CSV.no) },
];

/** messages.csv, a row at a time: one per message, in the files' order, dates on the host's wall clock. */
export function* messagesCsv(messages: ArchivedMessage[], timeZone: string): Generator<string> {
  const columns = COLUMNS.filter((c) => c.when?.(messages) ?? true);
  yield BOM + csvRow(columns.map((c) => c.header(timeZone)));
  for (const m of messages) yield csvRow(columns.map((c) => c.cell(m)));
}
