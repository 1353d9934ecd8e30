import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '../accounts/background-tasks.js';
import { runDueJobs, SQLITE_ONLY, startTestApp, type TestApp } from '../../test/harness.js';
import { startTestS3, type TestS3 } from '../../test/s3.js';
import { sendGuestMessage } from '../messages/messages.test-support.js';
import { erasureToken } from './erasure-token.js';
import { filesUnder, footprint, objectKeysOf, richHost } from './erasure.test-support.js';

// The scale-out store: a real S3 API (s3rver) on loopback. Its bucket's objects are files ending in this suffix.
const OBJECT_SUFFIX = '._S3rver_object';

describe.each(SQLITE_ONLY)('deleting on S3 storage [%s]', (dialect) => {
  let t: TestApp;
  let s3: TestS3;
  const bucketKeys = async () => (await filesUnder(s3.directory)).filter((f) => f.endsWith(OBJECT_SUFFIX)).length;
  beforeAll(async () => {
    s3 = await startTestS3();
    t = await startTestApp(dialect, undefined, s3.env);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it("an account's deletion leaves none of its objects in the bucket, and the other pages' objects in place", async () => {
    const { app } = t;
    expect(app.deps.store.kind).toBe('s3');
    const { owner, coHost, messageIds } = await richHost(app);
    const othersMessage = await sendGuestMessage(app, coHost.profile.id, { senderEmail: 'stays@example.com' });
    await runDueJobs(app);
    const keys = await objectKeysOf(app, owner.user.id, owner.profile.id);
    const before = await bucketKeys();
    expect(keys.length).toBeGreaterThanOrEqual(6);
    const res = await app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie: owner.cookie }, payload: { confirm: owner.profile.username, password: 'correct horse battery' } });
    expect(res.statusCode).toBe(200);
    await settleBackgroundTasks(app.deps);
    expect(await bucketKeys()).toBe(before - keys.length);
    for (const key of keys) expect(await app.deps.store.head(key)).toBeNull();
    expect(await app.deps.store.head(othersMessage.audioPath.replace('/objects/', ''))).not.toBeNull();
    expect(await footprint(app, { userId: owner.user.id, profileId: owner.profile.id, messageIds })).toEqual({});
  }, 90_000);

  it("a guest's erasure removes the recording and its playable copy from the bucket", async () => {
    const { app } = t;
    const { owner } = await richHost(app);
    const m = await sendGuestMessage(app, owner.profile.id, { senderEmail: 'erase.me@example.com' });
    await runDueJobs(app);
    const row = await app.deps.db.selectFrom('voiceMessages').select(['audioPath', 'playablePath']).where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.playablePath).not.toBeNull();
    const before = await bucketKeys();
    const token = erasureToken(app.deps.config.sessionSecret, { profileId: owner.profile.id, email: 'erase.me@example.com', expiresAt: Date.now() + 60_000 });
    expect((await app.inject({ method: 'POST', url: '/api/erasure/delete', payload: { token, messageIds: [m.id] } })).json()).toEqual({ deleted: 1 });
    expect(await bucketKeys()).toBe(before - 2);
    expect(await app.deps.store.head(row.audioPath.replace('/objects/', ''))).toBeNull();
    expect(await app.deps.store.head(row.playablePath!.replace('/objects/', ''))).toBeNull();
  }, 90_000);
});
