import { Mic } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CustomLink, PublicProfile, SocialLink } from '../../../shared/profile.types.js';
import { cn } from '../../lib/cn.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { ProfileAvatar } from './profile-avatar.js';
import { ProfileBackground } from './profile-background.js';
import { visibleLinks } from './profile-links.js';
import { PlatformIcon } from './platform-icon.js';
import { pageLookStyle } from './page-look-style.js';

export type PreviewProfile = Pick<
  PublicProfile,
  | 'displayName'
  | 'username'
  | 'bio'
  | 'description'
  | 'profileImagePath'
  | 'textTheme'
  | 'overlayColor'
  | 'backgroundType'
  | 'backgroundUrl'
  | 'backgroundImagePath'
  | 'backgroundVideoPath'
> & { pageTheme?: PublicProfile['pageTheme']; eventKind?: PublicProfile['eventKind'] };

/** Optional click targets (the /edit screen): background, picture, and name or bio. */
export interface PreviewEditors {
  onBackground?: () => void;
  onPicture?: () => void;
  onText?: () => void;
}

function Target({ onClick, label, className, children }: { onClick?: () => void; label: string; className?: string; children: ReactNode }) {
  if (!onClick) return <div className={className}>{children}</div>;
  // The button lies over what it edits rather than wrapping it: its name is what it does, and the name, username and
  // bio under it stay text of their own (a button named 'Edit name and bio' holding other words fails WCAG 2.5.3).
  return (
    <div className={cn('relative rounded-xl', className)}>
      {children}
      <button
        type="button"
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
        aria-label={label}
        className="absolute inset-0 rounded-[inherit] outline-offset-2 transition hover:outline hover:outline-2 hover:outline-white/70 focus-visible:outline focus-visible:outline-2"
      />
    </div>
  );
}

/**
 * The live 9:16 phone preview of the public page (background and edit screens): picture, name, @username, bio,
 * description, up to 5 social badges (two letters), up to 8 link buttons and the record button.
 */
export function ProfilePhonePreview({
  profile,
  socialLinks,
  customLinks,
  editors = {},
  className,
}: {
  profile: PreviewProfile;
  socialLinks: SocialLink[];
  customLinks: CustomLink[];
  editors?: PreviewEditors;
  className?: string;
}) {
  const { t } = useAppT();
  const light = profile.textTheme !== 'black';
  const { social, custom } = visibleLinks(socialLinks, customLinks);
  return (
    <div
      className={cn('relative isolate mx-auto aspect-[9/16] w-full max-w-[300px] overflow-hidden rounded-[2rem] border-[6px] border-stone-900 shadow-2xl', className)}
      data-testid="phone-preview"
      style={pageLookStyle(profile.pageTheme)}
    >
      <ProfileBackground profile={profile} />
      {editors.onBackground && (
        <button type="button" onClick={editors.onBackground} className="absolute inset-0 z-0 cursor-pointer" aria-label={t('editor.shared.updateBackground')} />
      )}
      <div
        className={cn(
          'pointer-events-none relative z-10 flex h-full flex-col items-center overflow-y-auto px-4 pb-4 pt-8 text-center [&_a]:pointer-events-auto [&_button]:pointer-events-auto',
          light ? 'text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.45)]' : 'text-stone-900',
        )}
      >
        <Target onClick={editors.onPicture} label={t('editor.shared.updateProfilePicture')} className="rounded-full">
          <ProfileAvatar path={profile.profileImagePath} name={profile.displayName} className="size-16 ring-2 ring-white/80" />
        </Target>
        <Target onClick={editors.onText} label={t('editor.edit.editNameAndBio')} className="mt-2 flex flex-col items-center px-1">
          <span className="font-display text-base font-semibold leading-tight [font-family:var(--page-heading-font)] [font-style:var(--page-heading-style)]">{profile.displayName}</span>
          <span className={cn('text-[11px] font-medium', light ? 'text-white/85' : 'text-stone-700')} dir="ltr">
            @{profile.username}
          </span>
          {profile.bio && <span className="mt-1 line-clamp-3 whitespace-pre-line text-[11px]">{profile.bio}</span>}
        </Target>
        {profile.description && <p className="mt-1 line-clamp-3 text-[10px] opacity-90">{profile.description}</p>}
        {social.length > 0 && (
          <ul className="mt-3 flex flex-wrap justify-center gap-1.5" aria-label={t('editor.edit.socialLinks')}>
            {social.map((l) => (
              <li
                key={l.id}
                className={cn(
                  'flex size-7 items-center justify-center rounded-full border',
                  light ? 'border-white/40 bg-white/15' : 'border-stone-900/30 bg-white/60',
                )}
                title={l.platform}
              >
                <PlatformIcon platform={l.platform} className="size-3.5" />
              </li>
            ))}
          </ul>
        )}
        {custom.length > 0 && (
          <ul className="mt-3 flex w-full flex-col gap-1.5" aria-label={t('editor.edit.links')}>
            {custom.map((l) => (
              <li
                key={l.id}
                className={cn('truncate rounded-lg border px-2 py-1.5 text-[11px] font-semibold', light ? 'border-white/35 bg-white/15' : 'border-stone-900/20 bg-white/70')}
              >
                {l.title}
              </li>
            ))}
          </ul>
        )}
        <div className={cn('flex w-full justify-center', social.length + custom.length > 0 ? 'mt-3' : 'flex-1 items-center')}>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-rose-700 [background-image:linear-gradient(to_right,var(--page-accent-from),var(--page-accent-to))] px-3 py-2 text-[11px] font-semibold text-[var(--page-accent-text)] shadow-lg [text-shadow:none]">
            <Mic className="size-3" aria-hidden="true" />
            {t('editor.edit.recordShort')}
          </span>
        </div>
      </div>
    </div>
  );
}
