// Test-only: a small world built through the real API, shared by the security suites.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { adminCookie, createTestAdmin, type TestAdmin } from '../../modules/admin/admin.test-support.js';
import { png, upload as galleryUpload } from '../../modules/gallery/gallery.test-helpers.js';
import { multipart, sendGuestMessage, uploadMessagePhoto, uploadVoice, wav } from '../../modules/messages/messages.test-support.js';
import { cookiesFrom, type Creator, createCreator, markEmailVerified, uniqueEmail } from '../harness.js';

export const ROLES = ['anonymous', 'other', 'removedCoHost', 'owner', 'coHost', 'admin', 'superAdmin'] as const;
export type Role = (typeof ROLES)[number];

export const CREATOR_PASSWORD = 'correct horse battery';
/** Strings only the owner (and admins) may ever see; a reply to anyone else containing one is a leak. */
export const GUEST_SECRET_EMAIL = 'a-guest-secret@example.com';

export interface World {
  app: FastifyInstance;
  owner: Creator & { profile: NonNullable<Creator['profile']> };
  other: Creator & { profile: NonNullable<Creator['profile']> };
  /** A creator with a page of their own who co-hosts the owner's page and has it chosen (docs/decisions/053). */
  coHost: Creator & { profile: NonNullable<Creator['profile']> };
  /**
   * A creator with a page of its own who co-hosted the owner's page and was removed (docs/decisions/065): its browser still names
   * the owner's page in its page cookie, and it must reach nothing of it (its calls act on its own page, as another
   * creator's do).
   */
  removedCoHost: Creator & { profile: NonNullable<Creator['profile']> };
  /** An open invitation to the owner's page, for an address no account has. */
  invitationToken: string;
  /** The creator the admin calls act on (so they never touch the owner's session or password). */
  target: Creator & { profile: NonNullable<Creator['profile']> };
  admin: TestAdmin;
  superAdmin: TestAdmin;
  cookies: Record<Role, string>;
  messageId: string;
  /** The message's recording, '/objects/voice/...'. */
  messageAudioPath: string;
  /** The guest's photo with that message, '/objects/message-photo/...' (docs/decisions/082). */
  messagePhotoPath: string;
  replyId: string;
  replyToken: string;
  linkId: string;
  socialLinkId: string;
  subscriberId: string;
  mediaId: string;
  mediaKey: string;
  imagePath: string;
  /** Strings private to the owner. */
  secrets: string[];
}

type Profiled = Creator & { profile: NonNullable<Creator['profile']> };
const profiled = (c: Creator): Profiled => {
  if (!c.profile) throw new Error('creator without a profile');
  return c as Profiled;
};

export async function json(app: FastifyInstance, opts: InjectOptions, status: number) {
  const res = await app.inject(opts);
  if (res.statusCode !== status) throw new Error(`${opts.method} ${opts.url}: ${res.statusCode} ${res.body}`);
  return res.body ? res.json() : undefined;
}

/** A fresh image upload by this creator; its /objects path. */
export async function uploadImage(app: FastifyInstance, cookie: string, seed = 1): Promise<string> {
  const body = multipart({ filename: 'me.png', contentType: 'image/png', bytes: await png(seed) });
  const res = await json(app, { method: 'POST', url: '/api/upload', headers: { ...body.headers, cookie }, payload: body.payload }, 200);
  return res.url as string;
}

/** A reply recording uploaded by the signed-in host. */
export async function uploadReply(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await uploadVoice(app, { bytes: wav(2) }, { cookie, purpose: 'reply' });
  if (res.statusCode !== 200) throw new Error(`reply upload: ${res.statusCode} ${res.body}`);
  return res.json().path as string;
}

export async function addLink(app: FastifyInstance, cookie: string, title = 'Our registry'): Promise<string> {
  const res = await json(app, { method: 'POST', url: '/api/custom-links', headers: { cookie }, payload: { title, url: 'https://example.com/registry' } }, 201);
  return res.id as string;
}

export async function addGalleryItem(app: FastifyInstance, slug: string, fields: Record<string, string> = {}, seed = 7) {
  const res = await galleryUpload(app, slug, [{ filename: 'photo.png', data: await png(seed), contentType: 'image/png' }], { fields });
  if (res.statusCode !== 201) throw new Error(`gallery upload: ${res.statusCode} ${res.body}`);
  const body = res.json();
  const item = (Array.isArray(body) ? body : (body.items ?? body.media))[0] as { id: string; filePath: string };
  return item;
}

/** A subscriber of the profile (a guest message with the newsletter box ticked); its id. */
export async function addSubscriber(app: FastifyInstance, owner: Profiled, email = uniqueEmail('sub')): Promise<string> {
  await sendGuestMessage(app, owner.profile.id, { senderEmail: email, subscribeToNewsletter: true });
  const list = await json(app, { method: 'GET', url: `/api/email-subscribers?q=${encodeURIComponent(email)}`, headers: { cookie: owner.cookie } }, 200);
  return (list as { id: string; email: string }[]).find((s) => s.email === email)!.id;
}

/** The token of the newest reply mail in the outbox (the guest's /r/{token} link). */
export async function latestReplyToken(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  for (const f of files.reverse()) {
    const mail = await PostalMime.parse(await readFile(path.join(dir, f)));
    const m = /\/r\/([A-Za-z0-9_-]{20,})/.exec(mail.text ?? '');
    if (m) return m[1]!;
  }
  throw new Error('no reply mail in the outbox');
}

/** A fresh session for this role (a new sign-in), for calls that end or replace the session they carry. */
export async function freshCookie(w: World, role: Role): Promise<string> {
  if (role === 'anonymous') return '';
  if (role === 'admin' || role === 'superAdmin') return adminCookie(w.app, w[role]);
  const res = await w.app.inject({ method: 'POST', url: '/api/login', payload: { email: w[role].user.email, password: CREATOR_PASSWORD } });
  // The co-host's browser keeps the page it chose across sign-ins (the removed co-host's too).
  return role === 'coHost' || role === 'removedCoHost' ? `${cookiesFrom(res)}; vb_page=${w.owner.profile.id}` : cookiesFrom(res);
}

/** The owner invites `email`; the token of the link in the invitation mail (the newest such mail in the outbox). */
export async function inviteCoHost(app: FastifyInstance, owner: Profiled, email: string): Promise<string> {
  // Only a verified owner invites (docs/decisions/065): a suite that wants a co-host gets a verified owner.
  await markEmailVerified(app, owner.user.id);
  await json(app, { method: 'POST', url: '/api/co-hosts/invitations', headers: { cookie: owner.cookie }, payload: { email } }, 201);
  const dir = path.join(app.deps.config.dataDir, 'outbox');
  for (const f of (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort().reverse()) {
    const mail = await PostalMime.parse(await readFile(path.join(dir, f)));
    const m = /\/invite\/([A-Za-z0-9_-]{20,})/.exec(mail.text ?? '');
    if (m && mail.to?.some((t) => t.address === email)) return m[1]!;
  }
  throw new Error(`no invitation mail to ${email} in the outbox`);
}

/** `creator` accepts the owner's invitation; their cookie then acts on the owner's page. */
export async function joinAsCoHost(app: FastifyInstance, owner: Profiled, creator: Profiled): Promise<Profiled> {
  const token = await inviteCoHost(app, owner, creator.user.email);
  // Only a verified address accepts (docs/decisions/065).
  await markEmailVerified(app, creator.user.id);
  const res = await app.inject({ method: 'POST', url: `/api/co-host-invitations/${token}/accept`, headers: { cookie: creator.cookie } });
  if (res.statusCode !== 200) throw new Error(`accept: ${res.statusCode} ${res.body}`);
  return { ...creator, cookie: cookiesFrom(res, creator.cookie) };
}

export async function buildWorld(app: FastifyInstance): Promise<World> {
  // The owner invites and the co-hosts accept with verified addresses (docs/decisions/065); the other creator stays unverified.
  const owner = profiled(await createCreator(app, { verified: true }));
  const other = profiled(await createCreator(app));
  const target = profiled(await createCreator(app));
  const coHost = await joinAsCoHost(app, owner, profiled(await createCreator(app, { verified: true })));
  const removedCoHost = await joinAsCoHost(app, owner, profiled(await createCreator(app, { verified: true })));
  await json(app, { method: 'DELETE', url: `/api/co-hosts/${removedCoHost.user.id}`, headers: { cookie: owner.cookie } }, 204);
  const invitationToken = await inviteCoHost(app, owner, uniqueEmail('invitee'));
  const admin = await createTestAdmin(app);
  const superAdmin = await createTestAdmin(app, { superAdmin: true });

  const photoPath = await uploadMessagePhoto(app, await png(5), { filename: 'me.png', contentType: 'image/png' });
  const message = await sendGuestMessage(app, owner.profile.id, { senderEmail: GUEST_SECRET_EMAIL, subscribeToNewsletter: true, photoPath });
  // The other creator has data of their own, so "empty list" never passes for "not leaking".
  await sendGuestMessage(app, other.profile.id, { senderEmail: 'b-guest@example.com', subscribeToNewsletter: true });
  const replyPath = await uploadReply(app, owner.cookie);
  const reply = await json(app, { method: 'POST', url: '/api/voice-replies', headers: { cookie: owner.cookie }, payload: { voiceMessageId: message.id, audioPath: replyPath, duration: 2 } }, 201);
  const replyToken = await latestReplyToken(app.deps.config.dataDir);
  const linkId = await addLink(app, owner.cookie);
  const social = await json(app, { method: 'POST', url: '/api/social-links', headers: { cookie: owner.cookie }, payload: { platform: 'instagram', url: 'https://instagram.com/ada' } }, 201);
  const subs = await json(app, { method: 'GET', url: '/api/email-subscribers', headers: { cookie: owner.cookie } }, 200);
  const subscriberId = (subs as { id: string; email: string }[]).find((s) => s.email === GUEST_SECRET_EMAIL)!.id;
  const item = await addGalleryItem(app, owner.profile.gallerySlug, { uploaderName: 'Grace', uploaderEmail: 'a-uploader-secret@example.com' });
  const imagePath = await uploadImage(app, owner.cookie);
  await json(app, { method: 'PUT', url: '/api/profile-image', headers: { cookie: owner.cookie }, payload: { fileUrl: imagePath } }, 200);

  const w: World = {
    app,
    owner,
    other,
    coHost,
    removedCoHost,
    invitationToken,
    target,
    admin,
    superAdmin,
    cookies: { anonymous: '', owner: owner.cookie, other: other.cookie, removedCoHost: removedCoHost.cookie, coHost: coHost.cookie, admin: '', superAdmin: '' },
    messageId: message.id,
    messageAudioPath: message.audioPath,
    messagePhotoPath: message.photoPath!,
    replyId: reply.id,
    replyToken,
    linkId,
    socialLinkId: social.id,
    subscriberId,
    mediaId: item.id,
    mediaKey: item.filePath.replace(/^\/?uploads\//, ''),
    imagePath,
    secrets: [owner.user.email, GUEST_SECRET_EMAIL, 'a-uploader-secret@example.com'],
  };
  w.cookies.admin = await adminCookie(app, admin);
  w.cookies.superAdmin = await adminCookie(app, superAdmin);
  return w;
}
