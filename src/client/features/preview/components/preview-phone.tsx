import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { LIMITS } from '../../../../shared/limits.js';
import type { ProfileResponse } from '../../../../shared/profile.types.js';
import { ProfileBackground } from '../../../components/profile/profile-background.js';
import { ProfileHeader } from '../../../components/profile/profile-header.js';
import { CustomLinkButtons, SocialLinkBadges, visibleLinks } from '../../../components/profile/profile-links.js';
import { cn } from '../../../lib/cn.js';
import { useT } from '../../../lib/i18n/guest-texts.js';

/** The button that opens the bottom sheet; the sheet itself is given by the route (messages feature). */
export function SendVoiceButton(props: { onClick?: () => void; onPointerEnter?: () => void; onFocus?: () => void }) {
  const { t } = useT();
  return (
    <button
      type="button"
      {...props}
      className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-gradient-to-r from-rose-600 to-rose-700 px-6 py-3 text-base font-semibold text-white shadow-xl shadow-rose-950/30 transition-transform hover:scale-[1.02] focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white/80"
    >
      <Send className="size-4" aria-hidden="true" />
      {t('modal.sendVoiceMessage')}
    </button>
  );
}

/**
 * The alternative page: a phone mockup with at most 4 social and 2 custom links (docs/product-spec.md, section 2), the
 * overlay at the profile's own overlayOpacity (the only page that uses it), and the 'Send Voice Message' button.
 */
export function PreviewPhone({ data, sendAction }: { data: ProfileResponse; sendAction?: ReactNode }) {
  const { t } = useT();
  const { profile } = data;
  const theme = profile.textTheme === 'black' ? 'black' : 'white';
  const { social, custom } = visibleLinks(data.socialLinks, data.customLinks, { social: LIMITS.altSocialLinksShown, custom: LIMITS.altCustomLinksShown });
  return (
    <div className="relative isolate flex aspect-[9/19] w-full max-w-[380px] flex-col overflow-hidden rounded-[2.75rem] border-[10px] border-stone-950 shadow-2xl">
      <ProfileBackground profile={profile} overlayOpacity={profile.overlayOpacity / 100} />
      <div className="absolute left-1/2 top-2 z-20 h-5 w-24 -translate-x-1/2 rounded-full bg-stone-950" aria-hidden="true" />
      <main className="relative z-10 flex flex-1 flex-col items-center gap-5 overflow-y-auto px-5 pb-6 pt-12">
        <ProfileHeader profile={profile} compact />
        <SocialLinkBadges links={social} theme={theme} />
        <CustomLinkButtons links={custom} theme={theme} />
        <div className="mt-auto w-full pt-4">{sendAction ?? <SendVoiceButton />}</div>
        <p className={cn('text-xs font-semibold', theme === 'white' ? 'text-white/85' : 'text-stone-700')}>{t('page.poweredBy')}</p>
      </main>
    </div>
  );
}
