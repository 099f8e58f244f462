import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { Dialog } from '../../../../ui/Dialog.tsx';

interface LeaveGuardProps {
  /** The attempt is in progress: leaving asks first. */
  active: boolean;
  /** A path the page may go to without asking (the attempt's result). */
  allowedPath: string;
}

/**
 * Keeps a student from leaving a test in progress by accident: an in-app navigation to another
 * page (a link, the Back button) is held by react-router's blocker and a dialog asks whether to
 * leave (the section's clock keeps running); closing or reloading the tab triggers the browser's
 * own `beforeunload` warning.
 */
export function LeaveGuard({ active, allowedPath }: LeaveGuardProps) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => active && nextLocation.pathname !== currentLocation.pathname && nextLocation.pathname !== allowedPath,
    [active, allowedPath],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog
      title="Leave the test?"
      onClose={() => blocker.reset()}
      actions={
        <>
          <button type="button" className="btn btn--primary" onClick={() => blocker.reset()} data-testid="stay-in-test">
            Stay in the test
          </button>
          <button type="button" className="btn" onClick={() => blocker.proceed()} data-testid="leave-test-confirm">
            Leave
          </button>
        </>
      }
    >
      <p>The section’s clock keeps running while you are away, and a choice you have not saved with Save &amp; Next is lost.</p>
    </Dialog>
  );
}
