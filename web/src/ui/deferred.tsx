import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Loading } from './Loading.tsx';
import { LoadError } from './QueryState.tsx';

/** A component whose code loads on first use (or on `preload()`). */
export interface Deferred<P extends object> {
  /** Renders the loaded component, or `fallback` while its code loads. */
  Component: ComponentType<P>;
  /** Starts loading the code; never throws (`Component` reports a failure when it renders). */
  preload: () => void;
}

/** What a deferred component shows: while its code loads, and (optionally) when loading failed. */
export interface DeferredStates {
  /** Shown while the code loads (default: nothing). */
  loading?: ReactNode;
  /**
   * Shown in its place when the code could not be loaded, with `retry` to try again. Without it,
   * the error is thrown from render, to the router's error page (for a whole page).
   */
  failed?: (retry: () => void) => ReactNode;
}

/**
 * A lazily loaded component without a Suspense boundary: while its chunk loads, `Component`
 * renders `states.loading` as ordinary state, and once loaded it renders synchronously ever after.
 * React.lazy inside <Suspense> would hold the content back for 300 ms after its fallback showed
 * (react-dom's FALLBACK_THROTTLE_MS), even when the chunk came from the browser's cache at once.
 * A chunk that fails to load shows `states.failed` (or is thrown from render); the next attempt
 * fetches it again (e.g. after a network blip).
 *
 * `load` answers the module's component (e.g. `() => import('./X.tsx').then((m) => m.X)`).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, states: DeferredStates = {}): Deferred<P> {
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
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (!loaded) once().then(() => setReady(true), (error: unknown) => setFailure({ error }));
    }, [attempt]);
    if (failure) {
      if (!states.failed) throw failure.error;
      return (
        <>
          {states.failed(() => {
            setFailure(null);
            setAttempt((count) => count + 1);
          })}
        </>
      );
    }
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <>{states.loading}</>;
  }
  return {
    Component,
    preload: () => {
      once().catch(() => undefined);
    },
  };
}

/** A deferred part opened on request, with the props that start its download beforehand. */
export interface OnRequest<P extends object> extends Deferred<P> {
  /** For the button that opens it: pointing at or focusing it starts the download. */
  preloadOn: { onPointerEnter: () => void; onFocus: () => void };
}

/**
 * A part shown on request, such as a form or dialog with its validation: its code loads when the
 * button that opens it is pointed at or focused (spread `preloadOn` on it), or when it opens;
 * "Loading…" while it loads, and `failedText` with Try again if it cannot be fetched.
 */
export function onRequest<P extends object>(load: () => Promise<ComponentType<P>>, failedText: string): OnRequest<P> {
  const part = deferred(load, { loading: <Loading />, failed: (retry) => <LoadError text={failedText} onRetry={retry} /> });
  return { ...part, preloadOn: { onPointerEnter: part.preload, onFocus: part.preload } };
}
