import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { messages } from '@common/messages.ts';
import { useCurrentUser } from '../../features/accounts/api/session.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Loading } from '../../ui/Loading.tsx';

/** Loaded when the dialog opens: the flow (and zod, which its API calls use) stays out of the first page. */
const EmailVerification = lazy(() =>
  import('../../features/accounts/components/EmailVerification.tsx').then((module) => ({ default: module.EmailVerification })),
);

const dismissedKey = (userId: number) => `verify-email-dismissed:${userId}`;

function wasDismissed(userId: number): boolean {
  try {
    return sessionStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * The shell's verify-email prompt (spec section 3): a slim banner for a logged-in user whose email
 * is unverified, which opens the verification flow in a modal. Dismissing hides it for the rest of
 * the browser session; it is not shown on /profile, which has the same flow inline, nor while a
 * mock test is being taken (/attempts/<id>), where it would sit between the header and the test's clock.
 */
export function VerifyEmailPrompt() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [dismissedNow, setDismissedNow] = useState(false);
  if (!user) return null;

  if (open) {
    const close = () => setOpen(false);
    return (
      <Dialog
        title="Verify your email"
        onClose={close}
        actions={
          <button type="button" className="btn" onClick={close}>
            {user.emailVerified ? 'Done' : 'Close'}
          </button>
        }
      >
        {user.emailVerified ? (
          <p className="success" role="status">
            Your email address is verified.
          </p>
        ) : (
          <div className="verify-email-dialog">
            <p>
              Confirm that <strong>{user.emailId}</strong> is yours: we email it a 6-digit code, valid for 5 minutes.
            </p>
            <Suspense fallback={<Loading />}>
              <EmailVerification id="shell-email-otp" sendLabel="Send code" />
            </Suspense>
          </div>
        )}
      </Dialog>
    );
  }

  if (user.emailVerified || dismissedNow || pathname === '/profile' || /^\/attempts\/[^/]+$/.test(pathname) || wasDismissed(user.id)) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissedKey(user.id), '1');
    } catch {
      /* storage unavailable: hidden until reload */
    }
    setDismissedNow(true);
  };
  return (
    <aside className="verify-banner" aria-label="Email verification" data-testid="verify-email-banner">
      <div className="verify-banner__inner">
        <Icon name="mail" size={18} />
        <p className="verify-banner__text">{messages.otp.verifyEmailPrompt}</p>
        <button type="button" className="btn btn--link verify-banner__action" onClick={() => setOpen(true)}>
          Verify Now
        </button>
        <button type="button" className="verify-banner__close" aria-label="Dismiss the email verification reminder" onClick={dismiss}>
          <Icon name="close" size={16} />
        </button>
      </div>
    </aside>
  );
}
