import { AllMessagesPage } from '../../features/messages/all-messages-page.js';
import { inboxSlots } from './inbox-slots.js';

/** /admin/messages: the messages feature's every-message page with the reply dialog and Download all. */
export function AllMessagesRoute() {
  return <AllMessagesPage slots={inboxSlots} />;
}
