/** The social platforms a creator can link; `short` is the two letters the preview badges show. */
export const SOCIAL_PLATFORMS = [
  'instagram', 'facebook', 'tiktok', 'youtube', 'x', 'linkedin', 'spotify', 'soundcloud', 'pinterest',
  'snapchat', 'threads', 'twitch', 'github', 'website',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
