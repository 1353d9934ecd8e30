import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { newId, newToken } from '../../ids.js';
import { upsertSubscriber } from '../subscribers/subscribers.repository.js';

/** A real desktop browser's user agent: page views from it count. */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Rows written straight into the database at chosen times (the message API is another module's). */
export async function insertMessage(db: Kysely<DB>, profileId: string, createdAt: number, senderEmail = 'guest@example.com') {
  const id = newId();
  await db
    .insertInto('voiceMessages')
    .values({
      id,
      creatorProfileId: profileId,
      senderName: 'Guest',
      senderEmail,
      audioPath: `/objects/voice/${id}.webm`,
      duration: 5,
      isRead: 0,
      isPlayed: 0,
      hasReplied: 0,
      createdAt,
    })
    .execute();
  return id;
}

export async function insertReply(db: Kysely<DB>, profileId: string, messageId: string, createdAt: number, emailStatus: 'pending' | 'sent' | 'failed' = 'sent') {
  const id = newId();
  await db
    .insertInto('voiceReplies')
    .values({
      id,
      voiceMessageId: messageId,
      creatorProfileId: profileId,
      audioPath: `/objects/voice/${id}.webm`,
      duration: 7,
      tokenHash: newToken(),
      emailStatus,
      createdAt,
      sentAt: emailStatus === 'sent' ? createdAt : null,
    })
    .execute();
  return id;
}

export async function insertSubscriber(db: Kysely<DB>, profileId: string, email: string, now: number, senderName: string | null = null) {
  await upsertSubscriber(db, { profileId, email, senderName, now });
}
