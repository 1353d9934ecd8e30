import { expect, it } from 'vitest';
import { createCreator, describeApp, type Creator } from '../../test/harness.js';
import { adminCookie, createTestAdmin } from '../admin/admin.test-support.js';
import { uploadVoice, wav } from '../messages/messages.test-support.js';
import { en } from '../../../shared/i18n/english.js';

describeApp('prompt questions: the host writes them, a guest answers one, the host sees which', (ctx) => {
  const putProfile = (host: Creator, payload: Record<string, unknown>) =>
    ctx().app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload });
  const ownProfile = async (host: Creator) =>
    (await ctx().app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: host.cookie } })).json() as { displayName: string; prompts: string[] };
  const publicProfile = async (host: Creator) =>
    (await ctx().app.inject({ method: 'GET', url: `/api/profile/${host.profile!.username}` })).json() as { profile: { prompts: string[] } };

  /** A guest records and sends, with whatever `prompt` their page showed; the raw response. */
  async function sendMessage(host: Creator, prompt: unknown) {
    const up = await uploadVoice(ctx().app, { bytes: wav(2) });
    expect(up.statusCode).toBe(200);
    return ctx().app.inject({
      method: 'POST',
      url: '/api/voice-messages',
      payload: { creatorProfileId: host.profile!.id, senderEmail: 'guest@example.com', audioPath: up.json().path, duration: 2, ...(prompt === undefined ? {} : { prompt }) },
    });
  }

  it('stores the questions trimmed and in order, shows them on the public page, and replaces the list as a whole', async () => {
    const host = await createCreator(ctx().app);
    expect((await ownProfile(host)).prompts).toEqual([]);
    const res = await putProfile(host, { prompts: ['  What is your favourite memory of us?  ', 'Any advice for the years ahead?'] });
    expect(res.statusCode).toBe(200);
    const stored = ['What is your favourite memory of us?', 'Any advice for the years ahead?'];
    expect(res.json().prompts).toEqual(stored);
    expect((await ownProfile(host)).prompts).toEqual(stored);
    expect((await publicProfile(host)).profile.prompts).toEqual(stored);
    // Other settings saved later leave the questions alone; an empty list removes them all.
    expect((await putProfile(host, { displayName: 'Emma & James' })).statusCode).toBe(200);
    expect((await ownProfile(host)).prompts).toEqual(stored);
    expect((await putProfile(host, { prompts: [] })).statusCode).toBe(200);
    expect((await publicProfile(host)).profile.prompts).toEqual([]);
    // Ten of 140 characters each is allowed.
    const ten = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(140, 'x'));
    expect((await putProfile(host, { prompts: ten })).statusCode).toBe(200);
    expect((await ownProfile(host)).prompts).toEqual(ten);
  });

  it.each([
    ['eleven questions', Array.from({ length: 11 }, (_, i) => `Question ${i + 1}?`), en('errors.greeting_too_many_prompts'), 'prompts'],
    ['a question of 141 characters', ['Fine?', 'x'.repeat(141)], en('errors.greeting_prompt_too_long'), 'prompts.1'],
    ['an empty question', ['Fine?', '   '], en('errors.greeting_prompt_empty'), 'prompts.1'],
    ['the same question twice', ['Fine?', 'fine?'], en('errors.greeting_prompt_repeated'), 'prompts'],
    ['a question that is not text', [42], en('errors.greeting_prompt_not_text'), 'prompts.0'],
  ])('refuses %s with a 400 saying why, and changes nothing stored', async (_name, prompts, message, field) => {
    const host = await createCreator(ctx().app);
    expect((await putProfile(host, { prompts: ['Keep me?'] })).statusCode).toBe(200);
    const res = await putProfile(host, { displayName: 'Changed', prompts });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
    const after = await ownProfile(host);
    expect(after.prompts).toEqual(['Keep me?']);
    expect(after.displayName).toBe('Ada & Charles');
  });

  it('needs the host signed in', async () => {
    const res = await ctx().app.inject({ method: 'PUT', url: '/api/creator-profile', payload: { prompts: ['Hello?'] } });
    expect(res.statusCode).toBe(401);
  });

  it('stores the question a guest answered with their message; the inbox and the master admin see it', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    expect((await putProfile(host, { prompts: ['What is your favourite memory of us?', 'Any advice?'] })).statusCode).toBe(200);
    const answered = await sendMessage(host, 'Any advice?');
    expect(answered.statusCode).toBe(201);
    expect(answered.json().prompt).toBe('Any advice?');
    const plain = await sendMessage(host, undefined);
    expect(plain.statusCode).toBe(201);
    expect(plain.json().prompt).toBeNull();

    const inbox = (await app.inject({ method: 'GET', url: '/api/voice-messages', headers: { cookie: host.cookie } })).json() as { id: string; prompt: string | null }[];
    expect(inbox.find((m) => m.id === answered.json().id)?.prompt).toBe('Any advice?');
    expect(inbox.find((m) => m.id === plain.json().id)?.prompt).toBeNull();

    const admin = await adminCookie(app, await createTestAdmin(app));
    const detail = (await app.inject({ method: 'GET', url: `/admin-api/users/${host.user.id}`, headers: { cookie: admin } })).json() as {
      voiceMessages: { id: string; prompt: string | null }[];
    };
    expect(detail.voiceMessages.find((m) => m.id === answered.json().id)?.prompt).toBe('Any advice?');
    expect(detail.voiceMessages.find((m) => m.id === plain.json().id)?.prompt).toBeNull();
    expect((detail as unknown as { profile: { prompts: string[] } }).profile.prompts).toEqual(['What is your favourite memory of us?', 'Any advice?']);
  });

  it('never refuses a message for its question: one no longer on the list is kept as the guest saw it (decision 051)', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    expect((await putProfile(host, { prompts: ['Old question?'] })).statusCode).toBe(200);
    // The guest's page still shows the old question while the host rewrites the list.
    expect((await putProfile(host, { prompts: ['New question?'] })).statusCode).toBe(200);
    const late = await sendMessage(host, '  Old question?  ');
    expect(late.statusCode).toBe(201);
    expect(late.json().prompt).toBe('Old question?');
    // A page without questions at all, a question longer than any the host can write, and one that is not text.
    expect((await putProfile(host, { prompts: [] })).statusCode).toBe(200);
    const long = await sendMessage(host, `${'y'.repeat(139)}  zzz`);
    expect(long.statusCode).toBe(201);
    expect(long.json().prompt).toBe('y'.repeat(139));
    const odd = await sendMessage(host, { text: 'not a string' });
    expect(odd.statusCode).toBe(201);
    expect(odd.json().prompt).toBeNull();

    const inbox = (await app.inject({ method: 'GET', url: '/api/voice-messages', headers: { cookie: host.cookie } })).json() as { id: string; prompt: string | null }[];
    expect(inbox.map((m) => m.prompt)).toEqual([null, 'y'.repeat(139), 'Old question?']);
  });
});
