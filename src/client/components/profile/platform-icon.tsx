import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import Globe from 'lucide-react/icons/globe';
import {
  siFacebook,
  siGithub,
  siInstagram,
  siPinterest,
  siSnapchat,
  siSoundcloud,
  siSpotify,
  siThreads,
  siTiktok,
  siTwitch,
  siX,
  siYoutube,
  type SimpleIcon,
} from 'simple-icons';
import type { SocialPlatform } from '../../../shared/links.types.js';
import { cx } from '../../lib/cx.js';

/**
 * The platforms' own marks, from Simple Icons (docs/decisions/080): one named import each, so the guest page carries
 * these twelve paths and no others. LinkedIn asks Simple Icons not to carry its mark, so it and 'website' get a
 * neutral Lucide symbol; the link's name always says the platform.
 */
const BRAND_ICONS: Partial<Record<SocialPlatform, SimpleIcon>> = {
  instagram: siInstagram,
  facebook: siFacebook,
  tiktok: siTiktok,
  youtube: siYoutube,
  x: siX,
  spotify: siSpotify,
  soundcloud: siSoundcloud,
  pinterest: siPinterest,
  snapchat: siSnapchat,
  threads: siThreads,
  twitch: siTwitch,
  github: siGithub,
};

export function PlatformIcon({ platform, className }: { platform: string; className?: string }) {
  const brand = BRAND_ICONS[platform as SocialPlatform];
  if (brand) {
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={cx('shrink-0', className)} data-platform={platform}>
        <path d={brand.path} />
      </svg>
    );
  }
  const Fallback = platform === 'linkedin' ? BriefcaseBusiness : Globe;
  return <Fallback aria-hidden="true" className={cx('shrink-0', className)} data-platform={platform} />;
}
