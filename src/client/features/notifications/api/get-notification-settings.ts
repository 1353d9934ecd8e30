import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '../../../../shared/notifications.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';

export const notificationSettingsKey = ['/api/notification-settings'] as const;

/** GET /api/notification-settings: the page's new-message mail choice and the host's time zone. */
export const getNotificationSettings = (signal?: AbortSignal) =>
  apiRequest<NotificationSettings>('GET', notificationSettingsKey[0], undefined, signal);

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationSettingsKey, queryFn: ({ signal }) => getNotificationSettings(signal) });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
