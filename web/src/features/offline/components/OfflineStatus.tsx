/**
 * The shell's offline line (contract 8.5): registers the service worker; while offline, a banner
 * says what works and links to offline practice; while answers wait to be sent, how many (they are
 * sent from here: useOutboxSync); when a new build is ready, "A new version is ready" with a
 * Reload button.
 */
import { Link } from 'react-router';
import { useOnline } from '../hooks/useOnline.ts';
import { useOutboxSync } from '../hooks/useOutboxSync.ts';
import { useServiceWorker } from '../hooks/useServiceWorker.ts';
import { waitingText } from '../lib/waitingText.ts';
import '../offline.css';

interface OfflineStatusProps {
  /** The logged-in user (null: nobody, or not known while offline): only their waiting answers are sent. */
  userId: number | null;
  /** After waiting answers were sent: what shows answers (My Responses, the error log, the review deck) reads again. */
  onAnswersSent: () => void;
}

export function OfflineStatus({ userId, onAnswersSent }: OfflineStatusProps) {
  const online = useOnline();
  const { needRefresh, update } = useServiceWorker();
  const waiting = waitingText(useOutboxSync(userId, online, onAnswersSent));
  return (
    <div className="offline-status" role="status">
      {!online && (
        <p className="offline-status__line">
          You are offline. Pages you have opened and questions you have saved for offline still work (
          <Link to="/offline" className="offline-status__link">
            offline practice
          </Link>
          ); mock tests need the network, and your answers are sent when you are back online.
        </p>
      )}
      {waiting && (
        <p className="offline-status__line" data-testid="banner-waiting">
          {waiting}.
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
