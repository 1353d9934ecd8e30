import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';

/**
 * The dashboard's card for the 10 newest voice messages. The list and its actions (Mark Read, play, reply,
 * delete, all messages, Download all) belong to the voice feature; the app layer passes them in.
 */
export function RecentMessages({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Voice Messages</CardTitle>
        <CardDescription>The newest messages your guests left for you.</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
