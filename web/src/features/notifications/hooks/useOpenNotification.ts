import { useCallback } from 'react';
import type { Notification } from '@common/api/notifications.ts';
import { useMarkRead } from '../api/notifications.ts';

/** What following a notification's link does besides navigating: marks it read when it is unread. */
export function useOpenNotification(after?: () => void) {
  const markRead = useMarkRead();
  const { mutate } = markRead;
  return useCallback(
    (notification: Notification) => {
      if (!notification.read) mutate({ ids: [notification.id] });
      after?.();
    },
    [mutate, after],
  );
}
