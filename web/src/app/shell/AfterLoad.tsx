import { useEffect, useState } from 'react';
import { deferred } from '../../ui/deferred.tsx';

/** The offline line, the outbox's sending and the service worker's registration (features/offline), a chunk of its own. */
const OfflineStatus = deferred(() => import('./OfflineLine.tsx').then((m) => m.OfflineLine));

/**
 * What the shell adds once the page has loaded (the window's `load` event): the service worker and
 * the offline / new-version line (contract 8.5). Loading it later keeps it out of the first page.
 */
export function AfterLoad() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded ? <OfflineStatus.Component /> : null;
}
