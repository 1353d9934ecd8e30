import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';

/**
 * The dashboard's card for the 10 newest voice messages. The list and its actions (Mark Read, play, reply,
 * delete, all messages, Download all) belong to the messages, replies and keepsake features; the app layer passes them
 * in.
 */
export function RecentMessages({ children }: { children: ReactNode }) {
  const { t } = useAppT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.recent.title')}</CardTitle>
        <CardDescription>{t('dashboard.recent.description')}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
