/** The email verification status; verifying from the profile arrives in a later update. */
export function EmailStatus({ verified }: { verified: boolean }) {
  if (verified) return <span className="status status--ok">Verified</span>;
  return (
    <>
      <span className="status status--warn">Not verified</span>
      <small className="muted details__note">Email verification from your profile is coming soon.</small>
    </>
  );
}
