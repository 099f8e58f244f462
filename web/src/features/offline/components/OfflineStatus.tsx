/**
 * The shell's offline line (contract 8.5): registers the service worker; while offline, a banner
 * says what works; when a new build is ready, "A new version is ready" with a Reload button.
 */
import { useOnline } from '../hooks/useOnline.ts';
import { useServiceWorker } from '../hooks/useServiceWorker.ts';
import '../offline.css';

export function OfflineStatus() {
  const online = useOnline();
  const { needRefresh, update } = useServiceWorker();
  return (
    <div className="offline-status" role="status">
      {!online && (
        <p className="offline-status__line">
          You are offline. Pages you have opened and questions you have saved for offline still work; mock tests need the network, and your
          answers are sent when you are back online.
        </p>
      )}
      {needRefresh && (
        <p className="offline-status__line">
          A new version is ready.{' '}
          <button type="button" className="offline-status__action" onClick={update}>
            Reload
          </button>
        </p>
      )}
    </div>
  );
}
