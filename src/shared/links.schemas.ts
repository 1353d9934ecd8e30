import { z } from 'zod';
import { LIMITS } from './limits.js';
import { LINK_MSG } from './links.texts.js';
import { SOCIAL_PLATFORMS } from './links.types.js';

/** DELETE /api/custom-links/{id} and /api/social-links/{id}. */
export const LinkParamsSchema = z.object({ id: z.string() });

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
