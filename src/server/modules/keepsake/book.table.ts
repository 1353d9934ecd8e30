import type { Selectable } from 'kysely';

/** The last book drawn for each host (migration 030, decision 072): answered again while its fingerprint holds. */
export interface BooksTable {
  profileId: string;
  /** A hash of everything the PDF shows: messages' version, page, listen key, paper, zone (book.service.ts). */
  fingerprint: string;
  objectKey: string;
  fileBytes: number;
  builtAt: number;
}

export interface BookTables {
  books: BooksTable;
}

export type BookRow = Selectable<BooksTable>;
