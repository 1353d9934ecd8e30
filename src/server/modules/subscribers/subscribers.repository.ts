import type { Kysely, OnConflictBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import { newId } from '../../ids.js';

/**
 * Adds a guest to a host's subscribers, or counts one more message from them.
 * A single statement (INSERT ... ON CONFLICT), so two messages arriving at once both count.
 * An existing name is kept when the new message comes without one.
 */
export async function upsertSubscriber(
  db: Kysely<DB>,
  s: { profileId: string; email: string; senderName?: string | null; now: number },
): Promise<void> {
  await db
    .insertInto('emailSubscribers')
    .values({
      id: newId(),
      creatorProfileId: s.profileId,
      email: s.email,
      senderName: s.senderName || null,
      messageCount: 1,
      createdAt: s.now,
      updatedAt: s.now,
    })
    .onConflict(countAgain)
    .execute();
}

/** A guest already subscribed: one more message, the newer name unless it is blank, the time of this one. */
export const countAgain = (oc: OnConflictBuilder<DB, 'emailSubscribers'>) =>
  oc.columns(['creatorProfileId', 'email']).doUpdateSet((eb) => ({
    messageCount: eb('emailSubscribers.messageCount', '+', 1),
    senderName: eb.fn.coalesce('excluded.senderName', 'emailSubscribers.senderName'),
    updatedAt: eb.ref('excluded.updatedAt'),
  }));
