import { useT } from '../../lib/i18n/guest-texts.js';
import type { PublicProfile } from '../../../shared/profile.types.js';
import { cx } from '../../lib/cx.js';
import { formatEventDate } from '../../lib/format-event-date.js';
import { ProfileAvatar } from './profile-avatar.js';

type HeaderFields = Pick<PublicProfile, 'displayName' | 'username' | 'bio' | 'description' | 'profileImagePath' | 'textTheme'> & {
  eventDate?: string | null;
  eventKind?: PublicProfile['eventKind'];
};

/** Each kind's words, written out whole (the catalogue test finds every key). */
const EVENT_KIND_KEYS = {
  wedding: 'page.eventKind.wedding',
  birthday: 'page.eventKind.birthday',
  anniversary: 'page.eventKind.anniversary',
  other: 'page.eventKind.other',
} as const;

/** Picture, name, @username, the event's day, bio and description, in the page's text theme. */
export function ProfileHeader({ profile, compact = false }: { profile: HeaderFields; compact?: boolean }) {
  const light = profile.textTheme !== 'black';
  const { t, language } = useT();
  const kind = profile.eventKind ? t(EVENT_KIND_KEYS[profile.eventKind]) : null;
  return (
    <div
      className={cx(
        'flex flex-col items-center text-center',
        // A soft shadow keeps white text legible over any photo the host picks.
        light ? 'text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.45)]' : 'text-stone-900',
      )}
    >
      <ProfileAvatar
        path={profile.profileImagePath}
        name={profile.displayName}
        className={cx('ring-4 ring-white/80', compact ? 'size-16' : 'size-24 sm:size-28')}
      />
      {/* The page theme's type (docs/decisions/080), the app's display face where no theme is set. */}
      <h1
        className={cx(
          'mt-4 font-display font-semibold tracking-tight [font-family:var(--page-heading-font,var(--font-display))] [font-style:var(--page-heading-style,normal)]',
          compact ? 'text-lg' : 'text-3xl',
        )}
      >
        {profile.displayName}
      </h1>
      <p dir="ltr" className={cx('mt-0.5 text-sm font-medium', light ? 'text-white/85' : 'text-stone-700')}>@{profile.username}</p>
      {(profile.eventDate || kind) && (
        <p className={cx('mt-2 text-sm font-semibold uppercase tracking-[0.14em]', light ? 'text-white' : 'text-stone-800')}>
          {kind && <span>{kind}</span>}
          {kind && profile.eventDate && <span aria-hidden="true"> · </span>}
          {profile.eventDate && <time dateTime={profile.eventDate}>{formatEventDate(profile.eventDate, language)}</time>}
        </p>
      )}
      {profile.bio && <p className={cx('mt-3 max-w-xs whitespace-pre-line text-balance', compact ? 'text-xs' : 'text-base')}>{profile.bio}</p>}
      {profile.description && (
        <p className={cx('mt-2 max-w-xs whitespace-pre-line text-sm', light ? 'text-white/85' : 'text-stone-700')}>{profile.description}</p>
      )}
    </div>
  );
}
