import { directionOf } from '../../../../shared/i18n/languages.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useAdminUserDetail } from '../api/get-admin-user-detail.js';
import { formatNumber } from '../../../lib/format-intl.js';
import { useFailureToast } from '../lib/use-failure-toast.js';
import { AdminActionsTab } from './admin-actions-tab.js';
import { UserDetailsTab } from './user-details-tab.js';
import { UserMessagesTab } from './user-messages-tab.js';
import { fullName } from './user-row.js';

export function UserDetailsDialog({ userId, superAdmin, onClose }: { userId: string | null; superAdmin: boolean; onClose: () => void }) {
  const { t, language } = useAppT();
  const { data: user, error, isPending } = useAdminUserDetail(userId);
  useFailureToast(error, t('admin.details.fetchFailed'));

  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{user ? fullName(user) : t('admin.users.details')}</DialogTitle>
          <DialogDescription>{user ? user.email : isPending ? t('admin.details.loading') : t('admin.details.fetchFailed')}</DialogDescription>
        </DialogHeader>
        {user && (
          // Radix's tabs lay out left to right unless told: in Arabic they and their panels read right to left.
          <Tabs defaultValue="details" dir={directionOf(language)}>
            <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
              <TabsTrigger value="details">{t('admin.details.tabs.details')}</TabsTrigger>
              <TabsTrigger value="messages">
                {t('admin.details.tabs.voiceMessages')} ({formatNumber(user.voiceMessages.length, language)})
              </TabsTrigger>
              {superAdmin && <TabsTrigger value="actions">{t('admin.details.tabs.actions')}</TabsTrigger>}
            </TabsList>
            <TabsContent value="details">
              <UserDetailsTab user={user} />
            </TabsContent>
            <TabsContent value="messages">
              <UserMessagesTab messages={user.voiceMessages} />
            </TabsContent>
            {superAdmin && (
              <TabsContent value="actions">
                <AdminActionsTab user={user} />
              </TabsContent>
            )}
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
