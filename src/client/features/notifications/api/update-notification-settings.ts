import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, UpdateNotificationSettingsInput } from '../../../../shared/notifications.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';
import { notificationSettingsKey } from './get-notification-settings.js';

/** PUT /api/notification-settings with the choice, the browser's zone, or both; answers the settings as saved. */
export const updateNotificationSettings = (input: UpdateNotificationSettingsInput) =>
  apiRequest<NotificationSettings>('PUT', notificationSettingsKey[0], input);

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsKey, saved),
  });
}
