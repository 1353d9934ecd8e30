import { Outlet } from 'react-router';
import { HostNav } from '../../components/layout/host-nav.js';
import { TooltipProvider } from '../../components/ui/tooltip.js';
import { SaveScope } from '../../components/unsaved/save-scope.js';
import { UnsavedChangesGuard } from '../../components/unsaved/unsaved-changes-guard.js';
import { DashboardTopBar } from '../../features/dashboard/components/dashboard-top-bar.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';

/**
 * Every host screen's frame (docs/decisions/079): the top bar, the navigation to the six destinations (a side column
 * on desktop, a bottom bar on phones), the screen itself, and the question before leaving unsaved changes.
 */
export function HostLayout() {
  const { data: profile } = useCreatorProfile();
  return (
    <TooltipProvider>
      <SaveScope>
        <div className="min-h-dvh">
          <DashboardTopBar username={profile?.username ?? null} />
          <div className="mx-auto max-w-6xl md:grid md:grid-cols-[12rem_minmax(0,1fr)] md:gap-6 md:px-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
            <HostNav />
            <div className="min-w-0 pb-24 md:pb-10">
              <Outlet />
            </div>
          </div>
          <UnsavedChangesGuard />
        </div>
      </SaveScope>
    </TooltipProvider>
  );
}
