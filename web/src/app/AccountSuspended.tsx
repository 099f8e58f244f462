import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { messages } from '@common/messages.ts';
import { currentSuspension, subscribeSuspension } from '../lib/api/suspension.ts';

/**
 * The app, or — once any answer said this account is suspended (lib/api/suspension.ts: a 403
 * `account_suspended`) — the suspended screen in its place: a main landmark whose heading "This
 * account is suspended" takes focus (and the page title), the admin's reason, and Log out (the
 * session is already over on the server; logging out clears its cookie and leaves for the home
 * page). Works at 360 px: one column of text.
 */
export function SuspensionGate({ children }: { children: ReactNode }) {
  const suspension = useSyncExternalStore(subscribeSuspension, currentSuspension, currentSuspension);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!suspension) return;
    document.title = messages.account.suspended;
    heading.current?.focus();
  }, [suspension]);
  if (!suspension) return <>{children}</>;
  return (
    <main id="main" className="suspended-screen" data-testid="account-suspended">
      <div className="card suspended-screen__card">
        <h1 ref={heading} tabIndex={-1}>
          {messages.account.suspended}
        </h1>
        <p data-testid="suspension-reason-shown">{suspension.reason ? messages.account.suspendedReason(suspension.reason) : messages.account.suspendedNoReason}</p>
        <p className="muted">{messages.account.suspendedHelp}</p>
        <a className="btn btn--primary" href="/logout">
          Log out
        </a>
      </div>
    </main>
  );
}
