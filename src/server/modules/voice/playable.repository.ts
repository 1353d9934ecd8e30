import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The two kinds of recording that get a playable copy, by their table. */
export type RecordingKind = 'message' | 'reply';
const TABLE = { message: 'voiceMessages', reply: 'voiceReplies' } as const;

export function findRecording(db: Kysely<DB>, kind: RecordingKind, id: string) {
  return db
    .selectFrom(TABLE[kind])
    .select(['id', 'creatorProfileId', 'audioPath', 'playablePath'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Records the copy unless the recording is gone or has one already; true when it did. */
export async function setPlayablePath(db: Kysely<DB>, kind: RecordingKind, id: string, playablePath: string): Promise<boolean> {
  const r = await db
    .updateTable(TABLE[kind])
    .set({ playablePath })
    .where('id', '=', id)
    .where('playablePath', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A page of recordings that have no copy yet, in id order after `after`. */
export async function listWithoutPlayable(db: Kysely<DB>, kind: RecordingKind, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom(TABLE[kind])
    .select('id')
    .where('playablePath', 'is', null)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
