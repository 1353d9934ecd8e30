import { SOCIAL_PLATFORMS } from './links.types.js';

/** How many links a page may have: custom ones, and one for each social platform. */
export const LINKS_MAX = { custom: 50, social: SOCIAL_PLATFORMS.length } as const;
