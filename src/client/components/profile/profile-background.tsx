import { useState } from 'react';
import { LIMITS } from '../../../shared/limits.js';
import type { PublicProfile } from '../../../shared/profile.types.js';
import { mediaUrl } from '../../../shared/media-url.js';
import { PAGE_LOOKS } from '../../../shared/page-design.js';

type BackgroundFields = Pick<
  PublicProfile,
  'backgroundType' | 'backgroundUrl' | 'backgroundImagePath' | 'backgroundVideoPath' | 'overlayColor' | 'textTheme'
> & { pageTheme?: PublicProfile['pageTheme'] };

/**
 * The profile's background image or video under its overlay colour at 0.4 opacity, filling the nearest
 * positioned parent. Without media the page theme's own background stands in (docs/decisions/080), or for the classic
 * look a gradient, dark for white text and light for black text, so the text stays readable. A broken file is logged
 * and hidden (docs/product-spec.md, section 8).
 */
export function ProfileBackground({ profile, overlayOpacity = LIMITS.overlayOpacity }: { profile: BackgroundFields; overlayOpacity?: number }) {
  const isVideo = profile.backgroundType === 'video';
  const src = mediaUrl(isVideo ? (profile.backgroundVideoPath ?? profile.backgroundUrl) : (profile.backgroundImagePath ?? profile.backgroundUrl));
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showMedia = src !== null && failedSrc !== src;
  const onError = () => {
    console.warn('Background media failed to load', src);
    setFailedSrc(src);
  };
  return (
    <div className="absolute inset-0 overflow-hidden" aria-hidden="true">
      {profile.pageTheme ? (
        <div className="absolute inset-0" style={{ backgroundImage: PAGE_LOOKS[profile.pageTheme].background }} />
      ) : (
        <div
          className={
            profile.textTheme === 'black'
              ? 'absolute inset-0 bg-gradient-to-br from-rose-50 via-amber-50 to-rose-100'
              : 'absolute inset-0 bg-gradient-to-br from-rose-700 via-rose-900 to-stone-900'
          }
        />
      )}
      {showMedia && isVideo && (
        <video className="absolute inset-0 size-full object-cover" src={src} muted loop playsInline autoPlay onError={onError} />
      )}
      {showMedia && !isVideo && <img className="absolute inset-0 size-full object-cover" src={src} alt="" onError={onError} />}
      <div className="absolute inset-0" style={{ backgroundColor: profile.overlayColor, opacity: overlayOpacity }} />
    </div>
  );
}
