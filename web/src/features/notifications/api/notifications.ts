/** Reading and marking notifications (docs/contract.md section 7.4). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@common/api/notifications.ts';
import { apiClient, ok, page } from '../../../lib/api/client.ts';
import { useOffsetPages } from '../../../lib/hooks/useOffsetPages.ts';
import { notificationKeys } from './keys.ts';

/** How many notifications the header's dropdown shows. */
export const latestCount = 5;

/** The newest few notifications and how many are unread (`X-Unread-Count`). */
export interface LatestNotifications {
  items: Notification[];
  unread: number;
}

/** GET /api/notifications?limit=5: the dropdown's list and the bell's count. */
async function fetchLatest(signal?: AbortSignal): Promise<LatestNotifications> {
  const { data, response } = await apiClient.GET('/api/notifications', { params: { query: { limit: latestCount, offset: 0 } }, signal });
  return { items: data ?? [], unread: Number(response.headers.get('x-unread-count') ?? 0) };
}

/** The bell's query: refreshed by `notification:new` and after marking read (see useLiveNotifications). */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({ queryKey: notificationKeys.latest, queryFn: ({ signal }) => fetchLatest(signal), enabled, staleTime: 30_000 });
}

const notificationId = (notification: Notification) => notification.id;

/** Every notification, newest first, 20 at a time (the Notifications page). */
export function useNotificationPages() {
  return useOffsetPages({
    queryKey: notificationKeys.pages,
    fetchPage: ({ limit, offset, signal }) => page(apiClient.GET('/api/notifications', { params: { query: { limit, offset } }, signal })),
    pageSize: 20,
    idOf: notificationId,
    staleTime: 0,
  });
}

/** POST /api/notifications/read with `{ ids }` or `{ all: true }`; refreshes every notification list. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { ids: number[] } | { all: true }) => ok(apiClient.POST('/api/notifications/read', { body: target })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
