import { useEffect, useState } from 'react';
import { cx } from '../../lib/cx.js';
import { useT } from '../../lib/i18n/guest-texts.js';
import { mediaUrl } from '../../../shared/media-url.js';
import { PLACEHOLDER_AVATAR } from './placeholder-avatar.js';

/**
 * The profile picture, swapped for the placeholder when missing or broken (docs/product-spec.md, section 8).
 * `className` gives its size and ring (a 24 with a white ring when absent). Its alt text is the guest catalogue's
 * "{{host}}'s profile picture", in the screen's language: the guest's page and every app screen have that catalogue
 * (AppLanguage loads it too).
 */
export function ProfileAvatar({ path, name, className }: { path: string | null | undefined; name: string; className?: string }) {
  const src = mediaUrl(path);
  const { t } = useT();
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  return (
    <img
      src={!src || failed ? PLACEHOLDER_AVATAR : src}
      // Without a name (a page not set up yet) the picture says nothing the screen does not.
      alt={name ? t('listen.hostPicture', { host: name }) : ''}
      onError={() => setFailed(true)}
      className={cx('rounded-full object-cover shadow-lg', className ?? 'size-24 ring-4 ring-white/80')}
      decoding="async"
    />
  );
}
