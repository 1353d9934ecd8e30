import { z } from 'zod';
import { LIMITS } from './limits.js';

/** The social platforms a creator can link; `short` is the two letters the preview badges show. */
export const SOCIAL_PLATFORMS = [
  'instagram', 'facebook', 'tiktok', 'youtube', 'x', 'linkedin', 'spotify', 'soundcloud', 'pinterest',
  'snapchat', 'threads', 'twitch', 'github', 'website',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  instagram: 'Instagram', facebook: 'Facebook', tiktok: 'TikTok', youtube: 'YouTube', x: 'X', linkedin: 'LinkedIn',
  spotify: 'Spotify', soundcloud: 'SoundCloud', pinterest: 'Pinterest', snapchat: 'Snapchat', threads: 'Threads',
  twitch: 'Twitch', github: 'GitHub', website: 'Website',
};

export const LINK_MSG = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${LIMITS.linkTitleMax} characters`,
  urlRequired: 'URL is required',
  urlInvalid: 'Please enter a valid web address (http:// or https://)',
  urlNotHttps: 'Please enter a secure web address (https://)',
  platformInvalid: 'Choose a platform from the list',
} as const;

export const LINKS_MAX = { custom: 50, social: SOCIAL_PLATFORMS.length } as const;

/** People type 'example.com'; a link without a scheme means https. */
export function withScheme(url: string): string {
  const t = url.trim();
  return t === '' || /^[a-z][a-z0-9+.-]*:/i.test(t) ? t : `https://${t}`;
}

const webUrl = (protocols: string[], message: string) =>
  z
    .string({ error: LINK_MSG.urlRequired })
    .transform(withScheme)
    .pipe(
      z
        .string()
        .min(1, LINK_MSG.urlRequired)
        .max(LIMITS.urlMax, LINK_MSG.urlInvalid)
        .refine((u) => {
          try {
            const parsed = new URL(u);
            return protocols.includes(parsed.protocol) && parsed.hostname.includes('.');
          } catch {
            return false;
          }
        }, message),
    );

/** POST /api/custom-links; order defaults to the end of the list. */
export const CustomLinkSchema = z.object({
  title: z.string({ error: LINK_MSG.titleRequired }).trim().min(1, LINK_MSG.titleRequired).max(LIMITS.linkTitleMax, LINK_MSG.titleTooLong),
  url: webUrl(['http:', 'https:'], LINK_MSG.urlInvalid),
  order: z.number().int().min(0).max(10_000).optional(),
});
export type CustomLinkInput = z.infer<typeof CustomLinkSchema>;

/** POST /api/social-links. */
export const SocialLinkSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, { error: LINK_MSG.platformInvalid }),
  url: webUrl(['https:'], LINK_MSG.urlNotHttps),
});
export type SocialLinkInput = z.infer<typeof SocialLinkSchema>;
