import { SubPage } from '../../components/layout/sub-page.js';
import { SaveBar } from '../../components/unsaved/save-bar.js';
import { CoHostsCard } from '../../features/co-hosts/components/co-hosts-card.js';
import { EventDayCard } from '../../features/profile-editor/components/event-day-card.js';
import { PromptsCard } from '../../features/profile-editor/components/prompts-card.js';
import { GreetingCard } from '../../features/greeting/components/greeting-card.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/**
 * /admin/event, the host's Event destination (docs/decisions/079): the day and the time capsule, the greeting guests
 * can play, the questions they are asked, and the co-hosts. The day, the greeting and the questions save together
 * with the one save bar; a greeting recorded and not yet saved counts as an unsaved change.
 */
export function EventRoute() {
  const { t } = useAppT();
  useDocumentTitle(t('dashboard.eventPage.title'));
  const { data: profile } = useCreatorProfile();
  if (!profile) return null;
  return (
    <SubPage title={t('dashboard.eventPage.title')} description={t('dashboard.eventPage.description')}>
      <div className="grid max-w-2xl grid-cols-1 gap-6">
        <EventDayCard profile={profile} />
        <GreetingCard greeting={profile.greeting} />
        <PromptsCard profile={profile} />
        <CoHostsCard />
        {/* Last, so the bar's own place is the end of the screen; it is sticky, so it is in view all along. */}
        <SaveBar />
      </div>
    </SubPage>
  );
}
