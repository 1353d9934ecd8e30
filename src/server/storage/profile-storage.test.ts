import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { down, up } from '../db/migrations/013-profile-storage.js';
import type { DB } from '../db/schema.js';
import { createCreator, describeEachDatabase } from '../test/harness.js';
import { claimRecordingQuery } from '../modules/messages/recording-claims.js';
import { deleteStoredObjectRow, insertStoredObject, setStoredObjectSize, usedBytesOfProfile } from './stored-objects.repository.js';
import { GALLERY_PURPOSES, VOICE_PURPOSES } from './purposes.js';

const object = (key: string, purpose: string, size: number, ownerProfileId: string | null) => ({
  key,
  ownerUserId: null,
  ownerProfileId,
  purpose,
  contentType: 'application/octet-stream',
  size,
  attached: 0,
  createdAt: Date.now(),
});

/** What the quota must see: the objects' own sizes, summed the slow way. */
async function summed(db: Kysely<DB>, profileId: string, purposes: readonly string[]) {
  const rows = await db.selectFrom('storedObjects').select(['size']).where('ownerProfileId', '=', profileId).where('purpose', 'in', purposes).execute();
  return rows.reduce((sum, r) => sum + Number(r.size), 0);
}

/** Uploads, claims, size updates, purpose changes and deletes across two profiles and unowned objects. */
async function churn(db: Kysely<DB>, a: string, b: string) {
  const k = (i: number) => `t/${a}/${i}`; // the database is shared by the file's tests
  for (let i = 0; i < 12; i++) {
    const owner = i % 3 === 0 ? null : i % 3 === 1 ? a : b;
    const purpose = ['voice', 'reply', 'gallery', 'gallery-thumb', 'profile-image'][i % 5]!;
    await insertStoredObject(db, object(k(i), purpose, 0, owner));
    await setStoredObjectSize(db, k(i), 1000 * (i + 1)); // stored with size 0, then its real size
  }
  await db.updateTable('storedObjects').set({ durationMs: 2000 }).where('key', 'in', [k(0), k(3)]).execute();
  await claimRecordingQuery(db, k(0), { as: 'message', profileId: a }).execute(); // a guest's recording claimed by a message
  await claimRecordingQuery(db, k(3), { as: 'reply', profileId: b, userId: 'u' }).execute(); // not a recording: nothing moves
  await db.updateTable('storedObjects').set({ ownerProfileId: b }).where('key', '=', k(4)).execute(); // a → b
  await db.updateTable('storedObjects').set({ purpose: 'voice' }).where('key', '=', k(7)).execute(); // gallery → voice
  await db.updateTable('storedObjects').set({ attached: 1 }).execute(); // changes nothing counted
  await deleteStoredObjectRow(db, k(5));
  await deleteStoredObjectRow(db, k(9));
  // Several rows in one statement (PostgreSQL's triggers see them together).
  await db.updateTable('storedObjects').set({ size: 777 }).where('key', 'in', [k(1), k(2), k(10)]).execute();
  await db.deleteFrom('storedObjects').where('key', 'in', [k(11), k(8)]).execute();
}

describeEachDatabase('profile storage sums (quota)', (ctx) => {
  it('equal the objects’ own sizes through uploads, claims, moves and deletes', async () => {
    const { app } = ctx();
    const { db } = app.deps;
    const [a, b] = [(await createCreator(app)).profile!.id, (await createCreator(app)).profile!.id];
    await churn(db, a, b);
    for (const profile of [a, b]) {
      for (const purposes of [VOICE_PURPOSES, GALLERY_PURPOSES, ['profile-image']]) {
        expect({ profile, purposes, used: await usedBytesOfProfile(db, profile, purposes) }).toEqual({
          profile,
          purposes,
          used: await summed(db, profile, purposes),
        });
      }
    }
    // The scenario does move bytes around: a's voice is its two owned voice/reply objects plus the claimed one.
    expect(await usedBytesOfProfile(db, a, VOICE_PURPOSES)).toBeGreaterThan(0);
    expect(await usedBytesOfProfile(db, b, GALLERY_PURPOSES)).toBeGreaterThan(0);
  });

  it('counts, when the migration runs, what was stored before it', async () => {
    const { app } = ctx();
    const { db } = app.deps;
    const [a, b] = [(await createCreator(app)).profile!.id, (await createCreator(app)).profile!.id];
    await churn(db, a, b);
    const before = await usedBytesOfProfile(db, b, GALLERY_PURPOSES);
    await down(db as Kysely<unknown>);
    await up(db as Kysely<unknown>);
    expect(await usedBytesOfProfile(db, b, GALLERY_PURPOSES)).toBe(before);
    // And the triggers are back.
    await insertStoredObject(db, object(`t/${b}/new`, 'gallery', 5000, b));
    expect(await usedBytesOfProfile(db, b, GALLERY_PURPOSES)).toBe(before + 5000);
  });
});
