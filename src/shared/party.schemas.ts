import { z } from 'zod';

/** The party screen's numbers (docs/decisions/081), the same on both sides. */
export const PARTY_LIMITS = {
  /** How often an open screen asks for news: a new message shows within this (and one request's time). */
  pollMs: 4_000,
  /** After a failed ask, the screen tries again this often until the server answers. */
  retryMs: 3_000,
  /** The newest messages looked through for names of guests who agreed. */
  recentMessages: 40,
  /** Names shown at most. */
  names: 6,
  /** Photos in the slideshow at most (the gallery's newest). */
  photos: 12,
  /** How long each photo and each prompt stays. */
  slideMs: 8_000,
  promptMs: 12_000,
} as const;

/** The secret in /party/{secret} and /api/party/{secret}: 32 random bytes, base64url. */
export const PARTY_SECRET = /^[A-Za-z0-9_-]{43}$/;

export const PartySecretParamsSchema = z.object({ secret: z.string().max(200) });

/** PATCH /api/party-screen: the owner's switches, one or both. */
export const PartyScreenSwitchesSchema = z
  .object({ showPhotos: z.boolean(), showNames: z.boolean() })
  .partial()
  .strict()
  .refine((v) => v.showPhotos !== undefined || v.showNames !== undefined, { message: 'Send showPhotos or showNames' });
export type PartyScreenSwitches = z.infer<typeof PartyScreenSwitchesSchema>;

/** GET /api/party-screen and the owner's other party-screen calls: the screen as the host card shows it. */
export interface PartyScreenState {
  enabled: boolean;
  /** The screen's address ({PUBLIC_URL}/party/{secret}); null while it is off. */
  url: string | null;
  showPhotos: boolean;
  showNames: boolean;
  /** The gallery has a password: the screen shows no photos whatever the switch says. */
  galleryLocked: boolean;
}

/** GET /api/party/{secret}: what an open party screen shows. Never an email, a recording or a message's words. */
export interface PartyFeed {
  displayName: string;
  /** The guestbook page's address (the QR code) and as people type it. */
  pageUrl: string;
  shortUrl: string;
  /** The page's language: the screen speaks it. */
  language: string;
  messageCount: number;
  /** The time capsule is sealed: the screen shows the count and nothing of the messages. */
  sealed: boolean;
  /**
   * Newest first: guests who ticked the box and gave a name (empty while names are off or sealed), with the photo they
   * sent with the message (a signed address of minutes, docs/decisions/082) while photos are on, else null.
   */
  names: { name: string; at: number; photo: string | null }[];
  prompts: string[];
  /** Newest first: the gallery's photos (empty while photos are off or the gallery has a password). */
  photos: { id: string; url: string }[];
  showPhotos: boolean;
  showNames: boolean;
}
