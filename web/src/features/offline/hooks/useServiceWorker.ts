/**
 * Registers the service worker (/sw.js, contract 8.5) once, and tells when a new build's worker is
 * waiting: `update()` lets it take over and reloads the page. Runs from a lazy chunk the shell
 * loads after the page's load event, so the first page carries none of it.
 */
import { useEffect, useState } from 'react';
import { registerSW } from 'virtual:pwa-register';

let updateSW: ((reload?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();
let needRefresh = false;

function register() {
  if (updateSW || !('serviceWorker' in navigator)) return;
  updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      needRefresh = true;
      for (const listener of listeners) listener();
    },
  });
}

/** `{ needRefresh, update }`: whether a new version waits, and how to switch to it (reloads). */
export function useServiceWorker() {
  const [waiting, setWaiting] = useState(needRefresh);
  useEffect(() => {
    register();
    const listener = () => setWaiting(true);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return { needRefresh: waiting, update: () => void updateSW?.(true) };
}
