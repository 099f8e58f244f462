import { useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { ResetRequestForm } from './ResetRequestForm.tsx';
import { ResetConfirmForm } from './ResetConfirmForm.tsx';

/**
 * /forgot-password (contract section 7.6): the email address first, then the mailed code with the
 * new password; success goes to /login with a notice. The page never says whether an account uses
 * the address.
 */
export function ForgotPasswordView() {
  const [sent, setSent] = useState<{ emailId: string; at: number } | null>(null);
  return (
    <AuthCard
      title="Reset your password"
      subtitle={sent ? 'Enter the code from the email and choose a new password.' : 'We will email you a 6-digit code to set a new password.'}
      footer={<Link to="/login">Back to login</Link>}
    >
      {sent ? (
        <ResetConfirmForm emailId={sent.emailId} sentAt={sent.at} onResent={(at) => setSent({ ...sent, at })} onChangeEmail={() => setSent(null)} />
      ) : (
        <ResetRequestForm onSent={(emailId) => setSent({ emailId, at: Date.now() })} />
      )}
    </AuthCard>
  );
}
