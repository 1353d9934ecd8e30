import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn.js';
import { mediaUrl } from '../../lib/urls.js';
import { PLACEHOLDER_AVATAR } from './placeholder-avatar.js';

/** The profile picture, swapped for the placeholder when missing or broken (spec section 8). */
export function ProfileAvatar({ path, name, className }: { path: string | null | undefined; name: string; className?: string }) {
  const src = mediaUrl(path);
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  return (
    <img
      src={!src || failed ? PLACEHOLDER_AVATAR : src}
      alt={name ? `${name}'s profile picture` : 'Profile picture'}
      onError={() => setFailed(true)}
      className={cn('size-24 rounded-full object-cover shadow-lg ring-4 ring-white/80', className)}
      decoding="async"
    />
  );
}
