import { ADMIN_UI } from '../../../../shared/admin.texts.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.js';
import { useAdminUserDetail } from '../api/get-admin-user-detail.js';
import { useFailureToast } from '../lib/use-failure-toast.js';
import { AdminActionsTab } from './admin-actions-tab.js';
import { UserDetailsTab } from './user-details-tab.js';
import { UserMessagesTab } from './user-messages-tab.js';
import { fullName } from './user-row.js';
import { UI } from '../../../../shared/ui.texts.js';

export function UserDetailsDialog({ userId, superAdmin, onClose }: { userId: string | null; superAdmin: boolean; onClose: () => void }) {
  const { data: user, error, isPending } = useAdminUserDetail(userId);
  useFailureToast(error, ADMIN_UI.fetchUserDetailsFailed);

  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{user ? fullName(user) : ADMIN_UI.viewDetails}</DialogTitle>
          <DialogDescription>{user ? user.email : isPending ? UI.loading : ADMIN_UI.fetchUserDetailsFailed}</DialogDescription>
        </DialogHeader>
        {user && (
          <Tabs defaultValue="details">
            <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
              <TabsTrigger value="details">{ADMIN_UI.tabDetails}</TabsTrigger>
              <TabsTrigger value="messages">
                {ADMIN_UI.tabVoiceMessages} ({user.voiceMessages.length})
              </TabsTrigger>
              {superAdmin && <TabsTrigger value="actions">{ADMIN_UI.tabAdminActions}</TabsTrigger>}
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
