import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { BookRow } from './book.table.js';

export function findBook(db: Kysely<DB>, profileId: string): Promise<BookRow | undefined> {
  return db.selectFrom('books').selectAll().where('profileId', '=', profileId).executeTakeFirst();
}

/** The host's messages' version (decision 015): moved by the database on every change of any of their messages. */
export async function messagesVersion(db: Kysely<DB>, profileId: string): Promise<string> {
  const row = await db.selectFrom('profileCounters').select('messagesVersion').where('profileId', '=', profileId).executeTakeFirst();
  return String(row?.messagesVersion ?? 0);
}

/** Records the host's new book in place of the last one. */
export async function recordBook(db: Kysely<DB>, book: BookRow): Promise<void> {
  await db
    .insertInto('books')
    .values(book)
    .onConflict((oc) => oc.column('profileId').doUpdateSet({ fingerprint: book.fingerprint, objectKey: book.objectKey, fileBytes: book.fileBytes, builtAt: book.builtAt }))
    .execute();
}
