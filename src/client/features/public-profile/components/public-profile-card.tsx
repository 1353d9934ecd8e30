import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/guest-texts.js';
import { LanguageSwitcher } from '../../../components/language-switcher.js';
import type { ProfileResponse } from '../../../../shared/profile.types.js';
import { ProfileBackground } from '../../../components/profile/profile-background.js';
import { ProfileHeader } from '../../../components/profile/profile-header.js';
import { CustomLinkButtons, SocialLinkBadges, visibleLinks } from '../../../components/profile/profile-links.js';
import { CapsuleNotice } from '../../../capsule/capsule-notice.js';
import { cx } from '../../../lib/cx.js';
import { sealedDay } from '../../../capsule/sealed-day.js';
import { pageLookStyle } from '../../../components/profile/page-look-style.js';
import { RecordMessageButton } from './record-message-button.js';

/**
 * The phone-style page a guest sees. Layout rule (docs/product-spec.md, section 2): without links the record button
 * sits centred in the free space below the header; with links, the links come first and the button follows them.
 */
export function PublicProfileCard({ data, recordAction }: { data: ProfileResponse; recordAction?: ReactNode }) {
  const { t } = useT();
  const { profile } = data;
  const theme = profile.textTheme === 'black' ? 'black' : 'white';
  const { social, custom } = visibleLinks(data.socialLinks, data.customLinks);
  const hasLinks = social.length > 0 || custom.length > 0;
  // The app's route supplies the working flow (button + record modal); the bare button is the placeholder.
  const button = recordAction ?? <RecordMessageButton creatorProfileId={profile.id} displayName={profile.displayName} />;
  // A sealed time capsule is told beside the button, where a guest decides to record (decision 052).
  const sealed = sealedDay(profile);
  const recordButton = sealed ? (
    <div className="flex flex-col items-center">
      {button}
      <CapsuleNotice day={sealed} theme={theme} />
    </div>
  ) : (
    button
  );

  return (
    <div
      className="relative isolate flex min-h-dvh w-full flex-col overflow-hidden sm:min-h-[min(52rem,calc(100dvh-3rem))] sm:max-w-md sm:rounded-[2.5rem] sm:shadow-2xl sm:ring-1 sm:ring-white/10"
      style={pageLookStyle(profile.pageTheme)}
      data-page-theme={profile.pageTheme ?? 'classic'}
    >
      <ProfileBackground profile={profile} />
      <LanguageSwitcher className="absolute end-4 top-4 z-20" theme={theme} />
      <main className="relative z-10 flex flex-1 flex-col px-6 pb-6 pt-14">
        <ProfileHeader profile={profile} />
        {hasLinks ? (
          <div className="mt-8 flex flex-col items-center gap-6">
            <SocialLinkBadges links={social} theme={theme} />
            <CustomLinkButtons links={custom} theme={theme} />
            <div className="pt-2">{recordButton}</div>
          </div>
        ) : (
          <div className="flex flex-1 items-center justify-center py-12">{recordButton}</div>
        )}
        <footer
          className={cx(
            'mt-auto flex flex-col items-center gap-3 pt-10 text-center',
            theme === 'white' ? 'text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.45)]' : 'text-stone-900',
          )}
        >
          <p className="text-sm font-medium">{t('page.savedInProduct')}</p>
          {/* A plain link: the guest's page is its own entry without the app's router (docs/decisions/023). */}
          <a
            href="/"
            className={cx(
              'rounded-full px-3 py-1 text-xs font-semibold backdrop-blur-md focus-visible:outline-none focus-visible:ring-2',
              theme === 'white' ? 'bg-black/35 text-white focus-visible:ring-white' : 'bg-white/75 text-stone-900 focus-visible:ring-stone-900',
            )}
          >
            {t('page.poweredBy')}
          </a>
          {/* docs/decisions/069: a guest asks for a link to take back what they left here. */}
          <a href={`/forget?page=${encodeURIComponent(profile.username)}`} className="text-xs underline underline-offset-2 opacity-80 hover:opacity-100">
            {t('page.removeMessages')}
          </a>
        </footer>
      </main>
    </div>
  );
}
