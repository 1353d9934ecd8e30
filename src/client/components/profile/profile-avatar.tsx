import { useEffect, useState } from 'react';
import { cx } from '../../lib/cx.js';
import { mediaUrl } from '../../../shared/media-url.js';
import { PLACEHOLDER_AVATAR } from './placeholder-avatar.js';

/**
 * The profile picture, swapped for the placeholder when missing or broken (spec section 8). `className` gives its size
 * and ring (a 24 with a white ring when absent).
 */
export function ProfileAvatar({ path, name, className }: { path: string | null | undefined; name: string; className?: string }) {
  const src = mediaUrl(path);
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  return (
    <img
      src={!src || failed ? PLACEHOLDER_AVATAR : src}
      alt={name ? `${name}'s profile picture` : 'Profile picture'}
      onError={() => setFailed(true)}
      className={cx('rounded-full object-cover shadow-lg', className ?? 'size-24 ring-4 ring-white/80')}
      decoding="async"
    />
  );
}
