import { expect, it } from 'vitest';
import { insertJob } from '../../jobs/jobs.repository.js';
import { keyFromPath } from '../../storage/stored-objects.service.js';
import { createCreator, describeEachDatabase } from '../../test/harness.js';
import { audioFile, uploadVoice } from '../messages/messages.test-support.js';
import { PLAYABLE_JOB } from './playable-copies.js';

/**
 * The playable-copy job when its recording is gone or broken: what happened by chance while every API suite ran the
 * job worker, asked on purpose now that the harness runs jobs only when a suite drains them (docs/decisions/057).
 */
describeEachDatabase('playable copies of recordings that went away', (ctx) => {
  async function send(profileId: string) {
    const { app } = ctx();
    const up = await uploadVoice(app, audioFile('webm', 2));
    expect(up.statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/voice-messages',
      payload: { creatorProfileId: profileId, senderName: 'Grace', senderEmail: 'grace@example.com', audioPath: up.json().path, duration: 2 },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; audioPath: string };
  }

  const job = (key: string) => ctx().app.deps.db.selectFrom('jobs').select(['status', 'attempts', 'lastError']).where('kind', '=', PLAYABLE_JOB).where('key', '=', key).executeTakeFirst();
  const playableObjects = (profileId: string) =>
    ctx().app.deps.db.selectFrom('storedObjects').select('key').where('purpose', '=', 'playable').where('ownerProfileId', '=', profileId).execute();

  it('makes no copy of a message the host deleted before its job ran, and the job ends', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const msg = await send(host.profile!.id);
    expect((await job(`message:${msg.id}`))?.status).toBe('queued');
    const del = await app.inject({ method: 'DELETE', url: `/api/voice-messages/${msg.id}`, headers: { cookie: host.cookie } });
    expect(del.statusCode).toBeLessThan(300);

    await app.deps.jobs.runDue();
    const after = await job(`message:${msg.id}`);
    expect(after?.status ?? 'done').toBe('done');
    expect(await playableObjects(host.profile!.id)).toEqual([]);
  });

  it('gives up at once, without retrying, on a recording whose file is missing from the store', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const msg = await send(host.profile!.id);
    await app.deps.store.delete(keyFromPath(msg.audioPath)!);

    await app.deps.jobs.runDue();
    expect(await job(`message:${msg.id}`)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('is not in the store') });
    expect(await playableObjects(host.profile!.id)).toEqual([]);
  });

  it('gives up at once on a job that names no recording', async () => {
    const { app } = ctx();
    await insertJob(app.deps.db, { kind: PLAYABLE_JOB, key: 'nothing:here' });
    await app.deps.jobs.runDue();
    expect(await job('nothing:here')).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('not a recording') });
  });
});
