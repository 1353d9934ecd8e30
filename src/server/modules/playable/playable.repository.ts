import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The kinds of recording that get a playable copy: messages and replies by their table, a page's greeting (docs/decisions/051). */
export type RecordingKind = 'message' | 'reply' | 'greeting';
export const RECORDING_KINDS: readonly RecordingKind[] = ['message', 'reply', 'greeting'];
const TABLE = { message: 'voiceMessages', reply: 'voiceReplies' } as const;

export interface RecordingRow {
  id: string;
  creatorProfileId: string;
  audioPath: string;
  playablePath: string | null;
}

/** A greeting is its profile's columns, found by the greeting's own id (a new one for every new greeting). */
function findGreeting(db: Kysely<DB>, greetingId: string): Promise<RecordingRow | undefined> {
  return db
    .selectFrom('creatorProfiles')
    .select(['greetingId', 'id', 'greetingPath', 'greetingPlayablePath'])
    .where('greetingId', '=', greetingId)
    .executeTakeFirst()
    .then((r) => (r?.greetingId && r.greetingPath ? { id: r.greetingId, creatorProfileId: r.id, audioPath: r.greetingPath, playablePath: r.greetingPlayablePath } : undefined));
}

export function findRecording(db: Kysely<DB>, kind: RecordingKind, id: string): Promise<RecordingRow | undefined> {
  if (kind === 'greeting') return findGreeting(db, id);
  return db
    .selectFrom(TABLE[kind])
    .select(['id', 'creatorProfileId', 'audioPath', 'playablePath'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Records the copy unless the recording is gone (a greeting replaced or removed) or has one already; true when it did. */
export async function setPlayablePath(db: Kysely<DB>, kind: RecordingKind, id: string, playablePath: string): Promise<boolean> {
  const r =
    kind === 'greeting'
      ? await db
          .updateTable('creatorProfiles')
          .set({ greetingPlayablePath: playablePath })
          .where('greetingId', '=', id)
          .where('greetingPlayablePath', 'is', null)
          .executeTakeFirst()
      : await db.updateTable(TABLE[kind]).set({ playablePath }).where('id', '=', id).where('playablePath', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A page of recordings that have no copy yet, in id order after `after`. */
export async function listWithoutPlayable(db: Kysely<DB>, kind: RecordingKind, after: string, limit: number): Promise<string[]> {
  if (kind === 'greeting') {
    const rows = await db
      .selectFrom('creatorProfiles')
      .select('greetingId')
      .where('greetingId', '>', after)
      .where('greetingPlayablePath', 'is', null)
      .orderBy('greetingId')
      .limit(limit)
      .execute();
    return rows.map((r) => r.greetingId!);
  }
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
