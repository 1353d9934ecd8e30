import { DownloadAll } from '../../features/keepsake/components/download-all.js';
import type { InboxSlots } from '../../features/messages/components/recent-voice-messages.js';
import { ReplyDialog } from '../../features/replies/components/reply-dialog.js';

/**
 * What the inbox (features/messages) shows of other features: the replies feature's reply dialog and the keepsake's
 * Download all. The dashboard's newest messages and the all-messages page both show them.
 */
export const inboxSlots: InboxSlots = {
  replyDialog: (message, onOpenChange) => <ReplyDialog message={message} onOpenChange={onOpenChange} />,
  downloadAll: <DownloadAll />,
};
