import type { Kysely } from 'kysely';

/**
 * The CRC-32 of each gallery original, computed once at upload next to its SHA-256. A ZIP entry needs it, and
 * recomputing it over every byte of every download was up to half the server's work for a gallery download
 * (docs/decisions/011). Items stored before this migration have none: their checksum is computed while they
 * are sent, as before. bigint: a CRC-32 is unsigned and does not fit PostgreSQL's integer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gallery_media').addColumn('crc32', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gallery_media').dropColumn('crc32').execute();
}
