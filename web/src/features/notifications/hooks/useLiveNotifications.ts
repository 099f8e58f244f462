import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { withSocket } from '../../../lib/socket.ts';
import { notificationKeys } from '../api/keys.ts';

/**
 * While `enabled` (logged in), refreshes every notification list when `notification:new` arrives
 * on the user's socket (room `user:<id>`, joined by the server at connect) and after a reconnect
 * (messages sent meanwhile were missed).
 */
export function useLiveNotifications(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return withSocket((socket) => {
      let connectedBefore = socket.connected;
      const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      const onConnect = () => {
        if (connectedBefore) refresh();
        connectedBefore = true;
      };
      socket.on('notification:new', refresh);
      socket.on('connect', onConnect);
      return () => {
        socket.off('notification:new', refresh);
        socket.off('connect', onConnect);
      };
    });
  }, [enabled, queryClient]);
}
