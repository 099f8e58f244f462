import type { SaveQueueStatus } from '../../lib/attempt/saveQueue.ts';

/**
 * A discreet line saying where the answers are: "Saved", "Saving…", or, while saves wait for the
 * connection, "Offline — your answers are kept on this device and will be saved when you
 * reconnect". Only the offline message is
 * announced (role="status" region that is empty otherwise), not every save.
 */
export function SaveStatus({ status, browserOffline }: { status: SaveQueueStatus; browserOffline: boolean }) {
  const offline = status.pending > 0 && (status.offline || browserOffline);
  const text = offline ? 'Offline — your answers are kept on this device and will be saved when you reconnect' : status.pending > 0 ? 'Saving…' : 'Saved';
  return (
    <p className={`attempt-save${offline ? ' attempt-save--offline' : ''}`} data-testid="save-status" data-state={offline ? 'offline' : status.pending > 0 ? 'saving' : 'saved'}>
      <span aria-hidden={offline ? true : undefined}>{offline ? '' : text}</span>
      <span role="status">{offline ? text : ''}</span>
    </p>
  );
}
