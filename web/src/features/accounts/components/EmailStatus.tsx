import { EmailVerification } from './EmailVerification.tsx';

/** The email verification status; when unverified, the Verify Now flow (spec section 6). */
export function EmailStatus({ verified }: { verified: boolean }) {
  if (verified) return <span className="status status--ok">Verified</span>;
  return (
    <>
      <span className="status status--warn">Not verified</span>
      <EmailVerification id="profile-email-otp" />
    </>
  );
}
