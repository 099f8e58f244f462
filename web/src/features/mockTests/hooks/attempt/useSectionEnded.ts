import { useEffect, useEffectEvent } from 'react';
import type { SectionEndedEvent } from '@common/api/mockTests.ts';
import { withSocket } from '../../../../lib/socket.ts';

/**
 * Calls `onEnded` when the server says a section of attempt `attemptId` ended (socket.io
 * `attempt:section-ended`, sent to the owner's sockets), and whenever the socket (re)connects
 * while mounted (an event may have been missed before).
 */
export function useSectionEnded(attemptId: number, onEnded: () => void): void {
  const handle = useEffectEvent(() => onEnded());
  useEffect(() => {
    return withSocket((socket) => {
      const onEvent = (event: SectionEndedEvent) => {
        if (event.attemptId === attemptId) handle();
      };
      const onConnect = () => handle();
      socket.on('attempt:section-ended', onEvent);
      socket.on('connect', onConnect);
      return () => {
        socket.off('attempt:section-ended', onEvent);
        socket.off('connect', onConnect);
      };
    });
  }, [attemptId]);
}
