import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { RecentVoiceMessages } from '../../voice/components/recent-voice-messages.js';

/**
 * The dashboard's 10 newest voice messages with Mark Read / play / reply / delete, a link to all messages and
 * Download all. The list and its actions belong to the voice feature; this card only places them.
 */
export function RecentMessages() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Voice Messages</CardTitle>
        <CardDescription>The newest messages your guests left for you.</CardDescription>
      </CardHeader>
      <CardContent>
        <RecentVoiceMessages />
      </CardContent>
    </Card>
  );
}
