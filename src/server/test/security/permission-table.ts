// Test-only: the expected answer of every call for every role. A route missing here fails the matrix.
import type { InjectOptions } from 'fastify';
import { SOCIAL_PLATFORMS } from '../../../shared/links.types.js';
import { clipMp4, png } from '../../modules/gallery/gallery.test-helpers.js';
import { unsubscribeToken } from '../../modules/notifications/unsubscribe-token.js';
import { multipart, sendGuestMessage, uploadVoice, wav } from '../../modules/messages/messages.test-support.js';
import { createCreator, uniqueEmail, uniqueUsername } from '../harness.js';
import { erasureToken } from '../../modules/erasure/erasure-token.js';
import { addGalleryItem, addLink, addSubscriber, inviteCoHost, type Role, uploadReply, type World } from './security-fixtures.js';

type Req = Omit<InjectOptions, 'method'> & { url: string };
export interface RouteCase {
  expect: Record<Role, number>;
  request(w: World, role: Role): Req | Promise<Req>;
  /** The call ends or replaces the session it carries: send it with a new sign-in of that role. */
  freshSession?: boolean;
}

/** Everyone gets the same answer. */
const anyone = (status: number): Record<Role, number> => ({
  anonymous: status,
  other: status,
  removedCoHost: status,
  owner: status,
  coHost: status,
  admin: status,
  superAdmin: status,
});
/**
 * A creator call on the caller's own page or account: every creator succeeds (each on their own data; the co-host on
 * the owner's page, which it has chosen; the removed co-host on its own page, whatever its cookie names), others 401.
 */
export const self = (status: number) => ({ anonymous: 401, other: status, removedCoHost: status, owner: status, coHost: status, admin: 401, superAdmin: 401 });
/**
 * A creator call on the owner's resource: the co-host may, as the owner; the other creator, and the co-host the owner
 * removed, are told it does not exist.
 */
const owned = (status: number, other = 404) => ({ anonymous: 401, other, removedCoHost: other, owner: status, coHost: status, admin: 401, superAdmin: 401 });
/**
 * What only a page's owner may do (docs/decisions/053, 065): its co-host is refused (403), another creator (and the
 * removed co-host) does it on their own page.
 */
export const ownerOnly = (status: number, other = status) => ({ anonymous: 401, other, removedCoHost: other, owner: status, coHost: 403, admin: 401, superAdmin: 401 });
const adminOnly = (status: number) => ({ anonymous: 401, other: 401, removedCoHost: 401, owner: 401, coHost: 401, admin: status, superAdmin: status });
const superOnly = (status: number) => ({ anonymous: 401, other: 401, removedCoHost: 401, owner: 401, coHost: 401, admin: 403, superAdmin: status });

/** The path of the owner's message's listen page, as its links are now. */
async function listenPath(w: World): Promise<string> {
  const res = await w.app.inject({ method: 'GET', url: '/api/keepsake/listen-links', headers: { cookie: w.owner.cookie } });
  const link = (res.json() as { voiceMessageId: string; url: string }[]).find((l) => l.voiceMessageId === w.messageId);
  if (!link) throw new Error(`no listen link for the owner's message: ${res.statusCode} ${res.body}`);
  return new URL(link.url).pathname;
}

/** The caller's party screen switched on (the owner's for its co-host and those without a page), and its feed's path. */
async function partyScreenOn(w: World, role: Role): Promise<string> {
  const cookie = role === 'coHost' ? w.owner.cookie : me(w, role).cookie;
  const res = await w.app.inject({ method: 'POST', url: '/api/party-screen', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`party screen: ${res.statusCode} ${res.body}`);
  return `/api/party/${new URL(res.json().url as string).pathname.split('/').pop()}`;
}

/** A guest's erasure link for a fresh message of a fresh address on the owner's page (docs/decisions/069). */
async function erasureCase(w: World) {
  const email = uniqueEmail('leaving');
  const message = await sendGuestMessage(w.app, w.owner.profile.id, { senderEmail: email });
  const token = erasureToken(w.app.deps.config.sessionSecret, { profileId: w.owner.profile.id, email, expiresAt: Date.now() + 3600_000 });
  return { token, messageId: message.id };
}

/** The owner's unsubscribe link, as their new-message mails carry it. */
const unsubscribeTokenOf = (w: World) =>
  encodeURIComponent(unsubscribeToken(w.app.deps.config.sessionSecret, { profileId: w.owner.profile.id, userId: w.owner.user.id }));

/** The creator the caller is (the owner's data for anyone who is not a creator). */
const me = (w: World, role: Role) => (role === 'other' ? w.other : role === 'coHost' ? w.coHost : role === 'removedCoHost' ? w.removedCoHost : w.owner);
/**
 * A platform the caller's page has no link for yet (one link per platform), whatever the other rows added: when every
 * platform is taken, one of the page's links (never the world's own) is removed first.
 */
async function freePlatform(w: World, cookie: string): Promise<(typeof SOCIAL_PLATFORMS)[number]> {
  const headers = { cookie };
  const links = (await w.app.inject({ method: 'GET', url: '/api/social-links', headers })).json() as { id: string; platform: string }[];
  const free = SOCIAL_PLATFORMS.find((p) => !links.some((l) => l.platform === p));
  if (free) return free;
  const spare = links.find((l) => l.id !== w.socialLinkId)!;
  await w.app.inject({ method: 'DELETE', url: `/api/social-links/${spare.id}`, headers });
  return spare.platform as (typeof SOCIAL_PLATFORMS)[number];
}
/** Gallery uploads keep one copy of identical content: every upload here is a different picture. */
let seed = 100;
export const nextSeed = () => seed++;

const file = async (kind: 'png' | 'mp4') =>
  kind === 'png'
    ? multipart({ filename: 'pic.png', contentType: 'image/png', bytes: await png(3) })
    : multipart({ filename: 'clip.mp4', contentType: 'video/mp4', bytes: clipMp4() });

/** The owner's album build, if one was asked for, has finished. */
async function albumIdle(w: World): Promise<void> {
  const row = await w.app.deps.db.selectFrom('albums').select('buildId').where('profileId', '=', w.owner.profile.id).executeTakeFirst();
  if (row) await w.app.deps.jobs.runNow('album-build', `album:${row.buildId}`, 60_000);
}

/** The owner's album of their message, built (the build the matrix's POST started, or a new one) and recorded. */
async function albumBuilt(w: World): Promise<void> {
  const res = await w.app.inject({ method: 'POST', url: '/api/keepsake/album', headers: { cookie: w.owner.cookie }, payload: { messageIds: [w.messageId] } });
  if (res.statusCode !== 200 && res.statusCode !== 202) throw new Error(`album build: ${res.statusCode} ${res.body}`);
  const { buildId } = await w.app.deps.db.selectFrom('albums').select('buildId').where('profileId', '=', w.owner.profile.id).executeTakeFirstOrThrow();
  await w.app.deps.jobs.runNow('album-build', `album:${buildId}`, 60_000);
}

export const PERMISSIONS: Record<string, RouteCase> = {
  // Operations
  'GET /api/health': { expect: anyone(200), request: () => ({ url: '/api/health' }) },

  // Accounts
  'POST /api/register': {
    expect: anyone(201),
    request: () => ({ url: '/api/register', payload: { email: uniqueEmail('reg'), password: 'long enough pw', firstName: 'A', lastName: 'B' } }),
    freshSession: true,
  },
  'POST /api/login': {
    expect: anyone(200),
    request: (w) => ({ url: '/api/login', payload: { email: w.target.user.email, password: 'correct horse battery' } }),
    freshSession: true,
  },
  'POST /api/logout': { expect: anyone(200), request: () => ({ url: '/api/logout' }), freshSession: true },
  // A session cookie that opens no session is also cleared here (decision 075; accounts.api.test.ts): still 401.
  'GET /api/auth/user': { expect: self(200), request: () => ({ url: '/api/auth/user' }) },
  // The caller's own language (null: the browser's), so the other calls' answers stay as they were.
  'PUT /api/auth/language': { expect: self(200), request: () => ({ url: '/api/auth/language', payload: { language: null } }) },
  'GET /api/auth/providers': { expect: anyone(200), request: () => ({ url: '/api/auth/providers' }) },
  // Providers are not configured here: every caller is sent back to the sign-in page with an error.
  'GET /api/auth/google': { expect: anyone(302), request: () => ({ url: '/api/auth/google' }) },
  'GET /api/auth/google/callback': { expect: anyone(302), request: () => ({ url: '/api/auth/google/callback?code=x&state=y' }) },
  'GET /api/auth/github': { expect: anyone(302), request: () => ({ url: '/api/auth/github' }) },
  'GET /api/auth/github/callback': { expect: anyone(302), request: () => ({ url: '/api/auth/github/callback?code=x&state=y' }) },
  'GET /api/auth/verify-email': { expect: anyone(303), request: () => ({ url: '/api/auth/verify-email?token=not-a-token' }) },
  // A verification mail went out a moment ago (sent here first): a resend is refused as too soon. The owner and the
  // co-hosts have verified their addresses (inviting and accepting need it): for them there is nothing to resend.
  'POST /api/auth/resend-verification': {
    expect: { ...self(429), owner: 200, coHost: 200, removedCoHost: 200 },
    request: async (w, role) => {
      if (role === 'other') {
        await w.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: { cookie: w.cookies[role] } });
      }
      return { url: '/api/auth/resend-verification' };
    },
  },
  'POST /api/auth/reset-password': {
    expect: anyone(400),
    request: () => ({ url: '/api/auth/reset-password', payload: { token: 'guessed-token', password: 'new password 1' } }),
  },
  'POST /api/auth/forgot-password': { expect: anyone(200), request: (w) => ({ url: '/api/auth/forgot-password', payload: { email: w.owner.user.email } }) },

  // Profiles and media
  'GET /api/creator-profile': { expect: self(200), request: () => ({ url: '/api/creator-profile' }) },
  'GET /api/creator-profile/preview': { expect: self(200), request: () => ({ url: '/api/creator-profile/preview' }) },
  'POST /api/creator-profile': {
    expect: self(409),
    request: () => ({ url: '/api/creator-profile', payload: { username: uniqueUsername(), displayName: 'Second' } }),
  },
  'PUT /api/creator-profile': { expect: self(200), request: () => ({ url: '/api/creator-profile', payload: { displayName: 'Ada & Charles' } }) },
  'PATCH /api/creator-profile': { expect: self(200), request: () => ({ url: '/api/creator-profile', payload: { bio: 'Our wedding' } }) },
  // Another creator cannot put the owner's upload on their own page.
  'PUT /api/profile-image': { expect: owned(200, 400), request: (w) => ({ url: '/api/profile-image', payload: { fileUrl: w.imagePath } }) },
  'GET /api/profile/:username': { expect: anyone(200), request: (w) => ({ url: `/api/profile/${w.owner.profile.username}` }) },
  'POST /api/profile/:username/view': { expect: anyone(204), request: (w) => ({ url: `/api/profile/${w.owner.profile.username}/view` }) },
  'GET /api/public/:username': { expect: anyone(200), request: (w) => ({ url: `/api/public/${w.owner.profile.username}` }) },
  // The guest's page itself, rendered by the server (decision 023): the same for everyone.
  'GET /:username': { expect: anyone(200), request: (w) => ({ url: `/${w.owner.profile.username}?lang=de` }) },
  'HEAD /:username': { expect: anyone(200), request: (w) => ({ url: `/${w.owner.profile.username}` }) },
  'POST /api/upload': { expect: self(200), request: async () => ({ url: '/api/upload', ...(await file('png')) }) },
  'POST /api/background-images': { expect: self(200), request: async () => ({ url: '/api/background-images', ...(await file('png')) }) },
  'POST /api/background-videos': { expect: self(200), request: async () => ({ url: '/api/background-videos', ...(await file('mp4')) }) },
  // A guest's recording is the page's hosts' alone (docs/decisions/067): the owner and its co-host hear it, nobody else
  // (a signed URL aside: private-recordings.api.test.ts, with the removed co-host). The page's pictures stay public.
  'GET /objects/*': {
    expect: { anonymous: 404, other: 404, removedCoHost: 404, owner: 200, coHost: 200, admin: 404, superAdmin: 404 },
    request: (w) => ({ url: w.messageAudioPath }),
  },
  'HEAD /objects/*': { expect: anyone(200), request: (w) => ({ url: w.imagePath }) },

  // Links
  'GET /api/custom-links': { expect: self(200), request: () => ({ url: '/api/custom-links' }) },
  'POST /api/custom-links': { expect: self(201), request: () => ({ url: '/api/custom-links', payload: { title: 'Shop', url: 'https://example.com/shop' } }) },
  'DELETE /api/custom-links/:id': { expect: owned(204), request: async (w) => ({ url: `/api/custom-links/${await addLink(w.app, w.owner.cookie)}` }) },
  'GET /api/social-links': { expect: self(200), request: () => ({ url: '/api/social-links' }) },
  'POST /api/social-links': {
    expect: self(201),
    request: async (w, role) => {
      const cookie = w.cookies[role];
      const platform = cookie && !role.toLowerCase().includes('admin') ? await freePlatform(w, cookie) : SOCIAL_PLATFORMS[0];
      return { url: '/api/social-links', payload: { platform, url: 'https://example.com/me' } };
    },
  },
  'DELETE /api/social-links/:id': {
    expect: owned(204),
    request: async (w) => {
      const headers = { cookie: w.owner.cookie };
      const free = await freePlatform(w, w.owner.cookie);
      const res = await w.app.inject({ method: 'POST', url: '/api/social-links', headers, payload: { platform: free, url: 'https://example.com/x' } });
      if (res.statusCode !== 201) throw new Error(`social link: ${res.statusCode} ${res.body}`);
      return { url: `/api/social-links/${res.json().id}` };
    },
  },

  // Voice
  'POST /api/voice-upload': {
    expect: anyone(200),
    request: () => {
      const body = multipart({ filename: 'r.wav', contentType: 'audio/wav', bytes: wav(1) });
      return { url: '/api/voice-upload', ...body };
    },
  },
  // A guest's photo for their message (docs/decisions/082): anyone may add one, as a recording; who sees it once sent is
  // the matrix's own test (permission-matrix.api.test.ts).
  'POST /api/message-photos': { expect: anyone(200), request: async () => ({ url: '/api/message-photos', ...(await file('png')) }) },
  'POST /api/voice-messages': {
    expect: anyone(201),
    request: async (w) => {
      const up = await uploadVoice(w.app, { bytes: wav(1) });
      return { url: '/api/voice-messages', payload: { creatorProfileId: w.owner.profile.id, senderEmail: 'g@example.com', audioPath: up.json().path, duration: 1 } };
    },
  },
  'GET /api/voice-messages': { expect: self(200), request: () => ({ url: '/api/voice-messages' }) },
  // The right to be forgotten (docs/decisions/069). Everyone types the owner's page name with a wrong password: the
  // owner is refused for the password (403), a co-host or another creator for a name that is not their page (400),
  // so nobody but the owner can delete the owner's account. The deletion itself: modules/erasure/*.api.test.ts.
  'POST /api/account/delete': {
    expect: { anonymous: 401, other: 400, removedCoHost: 400, owner: 403, coHost: 400, admin: 401, superAdmin: 401 },
    request: (w) => ({ url: '/api/account/delete', payload: { confirm: w.owner.profile.username, password: 'not the password' } }),
  },
  'GET /api/voice-messages/withdrawn': { expect: self(200), request: () => ({ url: '/api/voice-messages/withdrawn' }) },
  // A guest's: the same answer for everyone and every address; the signed link is the only key to the listing.
  'POST /api/erasure-requests': { expect: anyone(202), request: (w) => ({ url: '/api/erasure-requests', payload: { username: w.owner.profile.username, email: uniqueEmail('guest') } }) },
  'GET /api/erasure': { expect: anyone(200), request: async (w) => ({ url: `/api/erasure?token=${encodeURIComponent((await erasureCase(w)).token)}` }) },
  'POST /api/erasure/delete': {
    expect: anyone(200),
    request: async (w) => {
      const { token, messageId } = await erasureCase(w);
      return { url: '/api/erasure/delete', payload: { token, messageIds: [messageId] } };
    },
  },
  'GET /api/voice-messages/download': { expect: self(200), request: () => ({ url: '/api/voice-messages/download' }) },
  // The keepsake's album: another creator's build of the owner's messages is refused as if they did not exist.
  'POST /api/keepsake/album': {
    expect: owned(202, 400),
    request: async (w, role) => {
      // One build at a time per page: the co-host's build (before the owner's turn) has finished when the owner asks;
      // and a new message since, or the same album, ready, would be the answer rather than a build (decision 071).
      if (role === 'owner') {
        await albumIdle(w);
        await sendGuestMessage(w.app, w.owner.profile.id);
      }
      return { url: '/api/keepsake/album', payload: { messageIds: [w.messageId] } };
    },
  },
  'GET /api/keepsake/album': { expect: self(200), request: () => ({ url: '/api/keepsake/album' }) },
  'GET /api/keepsake/album/download': {
    expect: owned(200),
    request: async (w, role) => {
      if (role === 'owner') await albumBuilt(w);
      return { url: '/api/keepsake/album/download' };
    },
  },
  'PUT /api/voice-messages/:id': { expect: owned(200), request: (w) => ({ url: `/api/voice-messages/${w.messageId}`, payload: { isPlayed: true } }) },
  'DELETE /api/voice-messages/:id': {
    expect: owned(204),
    request: async (w) => ({ url: `/api/voice-messages/${(await sendGuestMessage(w.app, w.owner.profile.id)).id}` }),
  },
  'POST /api/voice-replies': {
    expect: owned(201),
    request: async (w, role) => {
      const message = await sendGuestMessage(w.app, w.owner.profile.id);
      // Each creator replies with a recording of their own; others borrow the owner's.
      const audioPath = await uploadReply(w.app, me(w, role).cookie);
      return { url: '/api/voice-replies', payload: { voiceMessageId: message.id, audioPath, duration: 2 } };
    },
  },
  // The greeting (docs/decisions/051): each creator sets and removes their own page's greeting, with a recording of their own.
  'PUT /api/greeting': {
    expect: self(200),
    request: async (w, role) => {
      const res = await uploadVoice(w.app, { bytes: wav(2) }, { cookie: me(w, role).cookie, purpose: 'greeting' });
      if (res.statusCode !== 200) throw new Error(`greeting upload: ${res.statusCode} ${res.body}`);
      return { url: '/api/greeting', payload: { audioPath: res.json().path as string } };
    },
  },
  // The owner and the co-host remove the same page's greeting: each call has one to remove.
  'DELETE /api/greeting': {
    expect: self(204),
    request: async (w, role) => {
      if (role === 'other' || role === 'removedCoHost' || role === 'owner' || role === 'coHost') {
        const up = await uploadVoice(w.app, { bytes: wav(2) }, { cookie: w.cookies[role], purpose: 'greeting' });
        const res = await w.app.inject({ method: 'PUT', url: '/api/greeting', headers: { cookie: w.cookies[role] }, payload: { audioPath: up.json().path } });
        if (res.statusCode !== 200) throw new Error(`greeting: ${res.statusCode} ${res.body}`);
      }
      return { url: '/api/greeting' };
    },
  },
  // The owner's reply was mailed already: a resend is a conflict for the owner, unknown for anyone else.
  'POST /api/voice-replies/:id/resend': { expect: owned(409), request: (w) => ({ url: `/api/voice-replies/${w.replyId}/resend` }) },
  // ?lang, declared on the guest, listen and reply pages (PageLanguageQuerySchema), changes the words, not who may read.
  'GET /r/:token': { expect: anyone(200), request: (w) => ({ url: `/r/${w.replyToken}?lang=de` }) },
  'GET /r/:token/audio': { expect: anyone(200), request: (w) => ({ url: `/r/${w.replyToken}/audio` }) },

  // Keepsake: the listen pages a printed book opens (the link is asked for at each call: the owner may have revoked)
  'GET /l/:token': { expect: anyone(200), request: async (w) => ({ url: await listenPath(w) }) },
  'GET /api/keepsake/listen-links': { expect: self(200), request: () => ({ url: '/api/keepsake/listen-links' }) },
  // Every printed book's links at once: the owner's alone (docs/decisions/065).
  'POST /api/keepsake/listen-links/revoke': { expect: ownerOnly(200), request: () => ({ url: '/api/keepsake/listen-links/revoke' }) },
  // The book has no id: each creator downloads their own.
  'GET /api/keepsake/book': { expect: self(200), request: () => ({ url: '/api/keepsake/book?paper=letter&tz=Europe/Paris' }) },
  // New-message mail: each creator reads and sets their own page's choice; the unsubscribe link needs no session.
  'GET /api/notification-settings': { expect: self(200), request: () => ({ url: '/api/notification-settings' }) },
  'PUT /api/notification-settings': { expect: self(200), request: () => ({ url: '/api/notification-settings', payload: { timeZone: 'Europe/Berlin' } }) },
  'GET /mail/unsubscribe': { expect: anyone(200), request: (w) => ({ url: `/mail/unsubscribe?token=${unsubscribeTokenOf(w)}` }) },
  'POST /mail/unsubscribe': { expect: anyone(200), request: (w) => ({ url: `/mail/unsubscribe?token=${unsubscribeTokenOf(w)}` }) },

  // Gallery
  'POST /api/gallery/generate-qr': { expect: self(200), request: () => ({ url: '/api/gallery/generate-qr', payload: {} }) },
  'GET /api/gallery/qr-image/:slug': { expect: anyone(200), request: (w) => ({ url: `/api/gallery/qr-image/${w.owner.profile.gallerySlug}` }) },
  'GET /api/gallery/qr-download/:slug': { expect: anyone(200), request: (w) => ({ url: `/api/gallery/qr-download/${w.owner.profile.gallerySlug}` }) },
  'GET /api/gallery/password': { expect: self(200), request: () => ({ url: '/api/gallery/password' }) },
  // Setting the gallery's password is the owner's (docs/decisions/065); a co-host reads only whether there is one.
  'POST /api/gallery/password': {
    expect: ownerOnly(200),
    request: () => ({ url: '/api/gallery/password', payload: { galleryPassword: null, galleryPasswordEnabled: false } }),
  },
  'GET /api/gallery/media': { expect: self(200), request: () => ({ url: '/api/gallery/media' }) },
  'DELETE /api/gallery/media/:id': {
    expect: owned(204),
    request: async (w) => ({ url: `/api/gallery/media/${(await addGalleryItem(w.app, w.owner.profile.gallerySlug, {}, nextSeed())).id}` }),
  },
  'GET /api/gallery/:slug/info': { expect: anyone(200), request: (w) => ({ url: `/api/gallery/${w.owner.profile.gallerySlug}/info` }) },
  'POST /api/gallery/:slug/unlock': { expect: anyone(200), request: (w) => ({ url: `/api/gallery/${w.owner.profile.gallerySlug}/unlock`, payload: { password: 'x' } }) },
  'POST /api/gallery/:slug/upload': {
    expect: anyone(201),
    request: async (w) => {
      const { payload, headers } = multipart({ field: 'media', filename: 'p.png', contentType: 'image/png', bytes: await png(nextSeed()) });
      return { url: `/api/gallery/${w.owner.profile.gallerySlug}/upload`, payload, headers };
    },
  },
  'GET /api/gallery/:slug/media': { expect: anyone(200), request: (w) => ({ url: `/api/gallery/${w.owner.profile.gallerySlug}/media` }) },
  'GET /api/gallery/:slug/download': { expect: anyone(200), request: (w) => ({ url: `/api/gallery/${w.owner.profile.gallerySlug}/download` }) },
  'HEAD /uploads/*': { expect: anyone(200), request: (w) => ({ url: `/uploads/${w.mediaKey}` }) },
  'GET /uploads/*': { expect: anyone(200), request: (w) => ({ url: `/uploads/${w.mediaKey}` }) },

  // Co-hosts (docs/decisions/053)
  'GET /api/co-hosts': { expect: self(200), request: () => ({ url: '/api/co-hosts' }) },
  // Inviting needs a verified address (docs/decisions/065): the other creator has not verified theirs; the removed co-host
  // (verified) invites on its own page.
  'POST /api/co-hosts/invitations': { expect: { ...ownerOnly(201), other: 403 }, request: () => ({ url: '/api/co-hosts/invitations', payload: { email: uniqueEmail('invited') } }) },
  'DELETE /api/co-hosts/invitations/:id': {
    expect: ownerOnly(204, 404),
    // One invitation, asked about by every role; only the owner's call (the last) withdraws it.
    request: async (w) => {
      const open = async () => {
        const res = await w.app.inject({ method: 'GET', url: '/api/co-hosts', headers: { cookie: w.owner.cookie } });
        return (res.json() as { invitations: { id: string; email: string }[] }).invitations.find((i) => i.email.startsWith('withdrawn'));
      };
      let invitation = await open();
      if (!invitation) {
        await inviteCoHost(w.app, w.owner, uniqueEmail('withdrawn'));
        invitation = (await open())!;
      }
      return { url: `/api/co-hosts/invitations/${invitation.id}` };
    },
  },
  // Nobody removes the page's owner; another creator's page has no such co-host.
  'DELETE /api/co-hosts/:userId': {
    expect: { anonymous: 401, other: 404, removedCoHost: 404, owner: 403, coHost: 403, admin: 401, superAdmin: 401 },
    request: (w) => ({ url: `/api/co-hosts/${w.owner.user.id}` }),
  },
  'GET /api/co-host-invitations/:token': { expect: anyone(200), request: (w) => ({ url: `/api/co-host-invitations/${w.invitationToken}` }) },
  // The invitation is for an address none of the accounts has: every creator is refused, nobody spends it.
  'POST /api/co-host-invitations/:token/accept': {
    expect: { ...self(403) },
    request: (w) => ({ url: `/api/co-host-invitations/${w.invitationToken}/accept` }),
  },
  'GET /api/pages': { expect: self(200), request: () => ({ url: '/api/pages' }) },
  'PUT /api/pages/current': { expect: owned(200), request: (w) => ({ url: '/api/pages/current', payload: { profileId: w.owner.profile.id } }) },

  // Stats and subscribers
  'GET /api/dashboard/stats': { expect: self(200), request: () => ({ url: '/api/dashboard/stats' }) },
  'GET /api/email-subscribers': { expect: self(200), request: () => ({ url: '/api/email-subscribers' }) },
  'GET /api/email-subscribers/summary': { expect: self(200), request: () => ({ url: '/api/email-subscribers/summary' }) },
  'GET /api/email-subscribers/emails': { expect: ownerOnly(200), request: () => ({ url: '/api/email-subscribers/emails' }) },
  // The exports of the guests' addresses are the owner's alone (docs/decisions/065).
  'GET /api/email-subscribers.csv': { expect: ownerOnly(200), request: () => ({ url: '/api/email-subscribers.csv' }) },
  'DELETE /api/email-subscribers/:id': {
    expect: owned(204),
    request: async (w) => ({ url: `/api/email-subscribers/${await addSubscriber(w.app, w.owner)}` }),
  },

  // The party screen (docs/decisions/081): the owner's alone; its co-host is refused, another creator (and the removed
  // co-host) works their own page's. Each caller's screen is on before the calls that need one.
  'GET /api/party-screen': { expect: ownerOnly(200), request: () => ({ url: '/api/party-screen' }) },
  'POST /api/party-screen': { expect: ownerOnly(200), request: () => ({ url: '/api/party-screen' }) },
  'PATCH /api/party-screen': {
    expect: ownerOnly(200),
    request: async (w, role) => {
      await partyScreenOn(w, role);
      return { url: '/api/party-screen', payload: { showNames: true } };
    },
  },
  'POST /api/party-screen/rotate': {
    expect: ownerOnly(200),
    request: async (w, role) => {
      await partyScreenOn(w, role);
      return { url: '/api/party-screen/rotate' };
    },
  },
  'DELETE /api/party-screen': { expect: ownerOnly(204), request: () => ({ url: '/api/party-screen' }) },
  // The screen's feed: its secret is the only key, the same for everyone (the owner's screen, on).
  'GET /api/party/:secret': { expect: anyone(200), request: async (w) => ({ url: await partyScreenOn(w, 'owner') }) },

  // Keepsake: table cards (each creator gets their own; nothing in the query names whose)
  'GET /api/keepsake/table-cards': { expect: self(200), request: () => ({ url: '/api/keepsake/table-cards?for=page&layout=a5-sign' }) },
  'GET /api/keepsake/page-qr': { expect: self(200), request: () => ({ url: '/api/keepsake/page-qr' }) },

  // Master admin
  'POST /admin-api/login': {
    expect: anyone(200),
    request: (w) => ({ url: '/admin-api/login', payload: { username: w.admin.username, password: w.admin.password } }),
    freshSession: true,
  },
  'POST /admin-api/logout': { expect: anyone(200), request: () => ({ url: '/admin-api/logout' }), freshSession: true },
  'GET /admin-api/auth/user': { expect: adminOnly(200), request: () => ({ url: '/admin-api/auth/user' }) },
  'PUT /admin-api/auth/language': { expect: adminOnly(200), request: () => ({ url: '/admin-api/auth/language', payload: { language: null } }) },
  'GET /admin-api/auth/google': { expect: anyone(302), request: () => ({ url: '/admin-api/auth/google' }) },
  'GET /admin-api/auth/google/callback': { expect: anyone(302), request: () => ({ url: '/admin-api/auth/google/callback?code=x&state=y' }) },
  'GET /admin-api/demo-mode': { expect: anyone(200), request: () => ({ url: '/admin-api/demo-mode' }) },
  'GET /admin-api/audit-log': { expect: superOnly(200), request: () => ({ url: '/admin-api/audit-log' }) },
  'GET /admin-api/dashboard/stats': { expect: adminOnly(200), request: () => ({ url: '/admin-api/dashboard/stats' }) },
  'GET /admin-api/users': { expect: adminOnly(200), request: () => ({ url: '/admin-api/users' }) },
  'GET /admin-api/users/:userId': { expect: adminOnly(200), request: (w) => ({ url: `/admin-api/users/${w.target.user.id}` }) },
  'GET /admin-api/objects/*': { expect: adminOnly(200), request: (w) => ({ url: `/admin-api${w.messageAudioPath}` }) },
  'HEAD /admin-api/objects/*': { expect: adminOnly(200), request: (w) => ({ url: `/admin-api${w.messageAudioPath}` }) },
  'PUT /admin-api/users/:userId/status': { expect: adminOnly(200), request: (w) => ({ url: `/admin-api/users/${w.target.user.id}/status`, payload: { isActive: true } }) },
  'PUT /admin-api/users/:userId/username': {
    expect: superOnly(200),
    request: (w) => ({ url: `/admin-api/users/${w.target.user.id}/username`, payload: { username: uniqueUsername('renamed') } }),
  },
  // Each call deletes an account of its own: the owner's world stays whole for the other rows.
  'DELETE /admin-api/users/:userId': {
    expect: superOnly(204),
    request: async (w) => ({ url: `/admin-api/users/${(await createCreator(w.app)).user.id}` }),
  },
  'PUT /admin-api/users/:userId/password': {
    expect: superOnly(200),
    request: (w) => ({ url: `/admin-api/users/${w.target.user.id}/password`, payload: { newPassword: 'brand new password' } }),
  },

  // The API reference (plugins/api-reference.ts): public, as the API it describes is.
  'GET /api/openapi.json': { expect: anyone(200), request: () => ({ url: '/api/openapi.json' }) },
  'GET /api/docs': { expect: anyone(200), request: () => ({ url: '/api/docs' }) },
  'HEAD /api/docs/': { expect: anyone(200), request: () => ({ url: '/api/docs/' }) },
  'GET /api/docs/static/index.html': { expect: anyone(302), request: () => ({ url: '/api/docs/static/index.html' }) },
  'GET /api/docs/static/swagger-initializer.js': { expect: anyone(200), request: () => ({ url: '/api/docs/static/swagger-initializer.js' }) },
  'GET /api/docs/static/*': { expect: anyone(200), request: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  'GET /api/docs/json': { expect: anyone(200), request: () => ({ url: '/api/docs/json' }) },
  'GET /api/docs/yaml': { expect: anyone(200), request: () => ({ url: '/api/docs/yaml' }) },
};
