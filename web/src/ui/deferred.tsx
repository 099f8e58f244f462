import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on first use (or on `preload()`). */
export interface Deferred<P extends object> {
  /** Renders the loaded component, or `fallback` while its code loads. */
  Component: ComponentType<P>;
  /** Starts loading the code; never throws (`Component` reports a failure when it renders). */
  preload: () => void;
}

/**
 * A lazily loaded component without a Suspense boundary: while its chunk loads, `Component`
 * renders `fallback` as ordinary state, and once loaded it renders synchronously ever after.
 * React.lazy inside <Suspense> would hold the content back for 300 ms after its fallback showed
 * (react-dom's FALLBACK_THROTTLE_MS), even when the chunk came from the browser's cache at once.
 * A chunk that fails to load is thrown from render (to the router's error page); the next render
 * tries again (e.g. after a network blip).
 *
 * `load` answers the module's component (e.g. `() => import('./X.tsx').then((m) => m.X)`).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): Deferred<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const once = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Component(props: P) {
    const [, setReady] = useState(false);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (!loaded) once().then(() => setReady(true), (error: unknown) => setFailure({ error }));
    }, []);
    if (failure) throw failure.error;
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <>{fallback}</>;
  }
  return {
    Component,
    preload: () => {
      once().catch(() => undefined);
    },
  };
}
