import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { PAGE_SIZES } from '../../pdf/pdf-document.js';
import { type Creator, createCreator, describeEachDatabase } from '../../test/harness.js';
import { pdfPageSizes, pdfText } from '../../test/pdf.js';
import { sendGuestMessage } from '../messages/messages.test-support.js';
import { BOOK_JOB } from './book.service.js';

const book = (app: FastifyInstance, host: Creator, query = '') => app.inject({ method: 'GET', url: `/api/keepsake/book${query}`, headers: { cookie: host.cookie } });

describeEachDatabase('the book is drawn once per change of what it shows', (ctx) => {
  const app = () => ctx().app;
  /** The host's kept book: each drawing stores a new object under a new key. */
  const keptKey = async (host: Creator) =>
    (await app().deps.db.selectFrom('books').select('objectKey').where('profileId', '=', host.profile!.id).executeTakeFirst())?.objectKey;
  /** How many book jobs ran for the host (one per distinct book; a redrawn one is the same job again). */
  const bookJobs = (host: Creator) => app().deps.db.selectFrom('jobs').select('key').where('kind', '=', BOOK_JOB).where('key', 'like', `${host.profile!.id}:%`).execute();
  const bookObjects = (host: Creator) =>
    app().deps.db.selectFrom('storedObjects').select('key').where('purpose', '=', 'book').where('ownerProfileId', '=', host.profile!.id).execute();

  it('answers the same bytes again without drawing it again, to requests one after another or at once', async () => {
    const host = await createCreator(app());
    await sendGuestMessage(app(), host.profile!.id, { senderName: 'Anna' });
    const first = await book(app(), host, '?tz=Europe/Berlin');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const drawn = await keptKey(host);
    expect(await bookJobs(host)).toHaveLength(1);
    const again = await Promise.all([1, 2, 3].map(() => book(app(), host, '?tz=Europe/Berlin')));
    for (const res of again) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(await keptKey(host)).toBe(drawn);
    expect(await bookJobs(host)).toHaveLength(1);
    // Kept where only the host's download reaches it.
    const [object] = await bookObjects(host);
    expect((await app().inject({ method: 'GET', url: `/objects/${object!.key}` })).statusCode).toBe(404);
  });

  it('draws it anew after a new message, and the replaced file leaves the store', async () => {
    const host = await createCreator(app());
    await sendGuestMessage(app(), host.profile!.id, { senderName: 'Anna' });
    const before = await book(app(), host);
    const [old] = await bookObjects(host);
    await sendGuestMessage(app(), host.profile!.id, { senderName: 'Bruno' });
    const after = await book(app(), host);
    expect(after.statusCode).toBe(200);
    expect(await keptKey(host)).not.toBe(old!.key);
    expect(await bookJobs(host)).toHaveLength(2);
    expect(await pdfText(before.rawPayload)).not.toContain('Bruno');
    expect(await pdfText(after.rawPayload)).toContain('Bruno');
    const objects = await bookObjects(host);
    expect(objects).toHaveLength(1);
    expect(objects[0]!.key).not.toBe(old!.key);
    expect(await app().deps.store.head(old!.key)).toBeNull();
  });

  it('draws another paper, or the first one again after it was replaced, and a new name, each once', async () => {
    const host = await createCreator(app());
    await sendGuestMessage(app(), host.profile!.id, { senderName: 'Anna' });
    const drawn: (string | undefined)[] = [];
    const sizeOf = async (query: string) => {
      const pdf = (await book(app(), host, query)).rawPayload;
      drawn.push(await keptKey(host));
      return (await pdfPageSizes(pdf))[0];
    };
    expect(await sizeOf('?paper=a4')).toEqual({ width: PAGE_SIZES.a4[0], height: PAGE_SIZES.a4[1] });
    expect(await sizeOf('?paper=letter')).toEqual({ width: 612, height: 792 });
    expect(await sizeOf('?paper=a4')).toEqual({ width: PAGE_SIZES.a4[0], height: PAGE_SIZES.a4[1] });
    expect(await sizeOf('?paper=a4')).toEqual({ width: PAGE_SIZES.a4[0], height: PAGE_SIZES.a4[1] });
    // Three drawings (the last request is answered from the third), two jobs: A4's ran twice.
    expect(new Set(drawn).size).toBe(3);
    expect(drawn[3]).toBe(drawn[2]);
    expect(await bookJobs(host)).toHaveLength(2);
    const renamed = await app().inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { displayName: 'Zelda & Link' } });
    expect(renamed.statusCode).toBe(200);
    expect(await pdfText((await book(app(), host, '?paper=a4')).rawPayload)).toContain('Zelda & Link');
    expect(await keptKey(host)).not.toBe(drawn[3]);
  });
});
