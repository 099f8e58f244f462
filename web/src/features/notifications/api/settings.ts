/** The daily digest setting (GET / PUT /api/notification-settings). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@common/api/notifications.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { notificationKeys } from './keys.ts';

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationKeys.settings, queryFn: ({ signal }) => ok(apiClient.GET('/api/notification-settings', { signal })) });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => ok(apiClient.PUT('/api/notification-settings', { body: settings })),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings, saved),
  });
}
