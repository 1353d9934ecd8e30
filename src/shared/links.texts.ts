import { LIMITS } from './limits.js';
import type { SocialPlatform } from './links.types.js';

/** The platforms' names as the screens show them. */
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
