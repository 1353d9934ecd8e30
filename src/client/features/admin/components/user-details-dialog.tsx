import { useRef } from 'react';
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

/**
 * One user's details, messages and (super admins) actions. Closing gives focus back to the row's Details button; once
 * the user is deleted that row is gone, so `onDeleted` says where focus goes instead (not the page's body).
 */
export function UserDetailsDialog({
  userId,
  superAdmin,
  onClose,
  onDeleted,
}: {
  userId: string | null;
  superAdmin: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t, language } = useAppT();
  const { data: user, error, isPending } = useAdminUserDetail(userId);
  useFailureToast(error, t('admin.details.fetchFailed'));
  const deleted = useRef(false);

  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          deleted.current = false;
          event.preventDefault();
          onDeleted();
        }}
      >
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
                <AdminActionsTab
                  user={user}
                  onDeleted={() => {
                    deleted.current = true;
                    onClose();
                  }}
                />
              </TabsContent>
            )}
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
