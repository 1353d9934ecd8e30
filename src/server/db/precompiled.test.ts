import { expect, it } from 'vitest';
import { createCreator, describeEachDatabase } from '../test/harness.js';
import { precompiled } from './precompiled.js';

const profileOf = precompiled((db, p: { userId: string }) =>
  db.selectFrom('creatorProfiles').select(['username', 'userId', 'isActive']).where('userId', '=', p.userId),
);
const newestUsers = precompiled((db, p: { after: number; limit: number }) =>
  db.selectFrom('users').select('email').where('createdAt', '>', p.after).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(p.limit),
);

describeEachDatabase('precompiled queries', (ctx) => {
  it('binds each call its own values, and reads rows through the plugins (camelCase)', async () => {
    const { app } = ctx();
    const a = await createCreator(app);
    const b = await createCreator(app);
    const { db } = app.deps;
    expect(await profileOf.first(db, { userId: a.user.id })).toEqual({ username: a.profile!.username, userId: a.user.id, isActive: 1 });
    expect(await profileOf.first(db, { userId: b.user.id })).toEqual({ username: b.profile!.username, userId: b.user.id, isActive: 1 });
    expect(await profileOf.first(db, { userId: 'nobody' })).toBeUndefined();
    expect(await newestUsers.all(db, { after: 0, limit: 1 })).toEqual([{ email: b.user.email }]);
    expect((await newestUsers.all(db, { after: 0, limit: 5 })).map((r) => r.email)).toEqual([b.user.email, a.user.email]);
  });

  it('runs inside a transaction on its connection', async () => {
    const { app } = ctx();
    const a = await createCreator(app);
    const seen = await app.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('creatorProfiles').set({ isActive: 0 }).where('userId', '=', a.user.id).execute();
      return profileOf.first(trx, { userId: a.user.id });
    });
    expect(seen?.isActive).toBe(0);
  });

  it("never reads another request's open transaction: it waits for it, and sees only what was committed", async () => {
    const { app } = ctx();
    const a = await createCreator(app);
    const { db } = app.deps;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const rolledBack = db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('creatorProfiles').set({ isActive: 0 }).where('userId', '=', a.user.id).execute();
        wrote();
        await gate;
        throw new Error('roll back');
      })
      .catch((err: Error) => err.message);
    await written;
    const read = profileOf.first(db, { userId: a.user.id });
    release();
    expect(await rolledBack).toBe('roll back');
    expect((await read)?.isActive).toBe(1);
  });

  it('refuses a call that leaves a parameter without a value', async () => {
    const { app } = ctx();
    await expect(newestUsers.all(app.deps.db, { after: 0 } as { after: number; limit: number })).rejects.toThrow(/no value for parameter "limit"/);
  });
});
