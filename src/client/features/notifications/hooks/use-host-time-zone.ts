import { useEffect, useRef } from 'react';
import { browserTimeZone } from '../../../lib/time-zone.js';
import { useNotificationSettings } from '../api/get-notification-settings.js';
import { useUpdateNotificationSettings } from '../api/update-notification-settings.js';

/**
 * Tells the server the host's time zone when it differs from the browser's, so the daily digest comes in the host's
 * morning and mails show the host's times (decision 049). Once per mount; a failure is left for the next visit.
 */
export function useHostTimeZone() {
  const { data } = useNotificationSettings();
  const { mutate } = useUpdateNotificationSettings();
  const sent = useRef(false);
  useEffect(() => {
    if (!data || sent.current) return;
    const timeZone = browserTimeZone();
    if (timeZone === data.timeZone) return;
    sent.current = true;
    mutate({ timeZone });
  }, [data, mutate]);
}
