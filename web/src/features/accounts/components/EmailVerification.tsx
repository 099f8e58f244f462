import { useState } from 'react';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { emailSendErrorMessage, useSendEmailOtp, useVerifyEmailOtp } from '../api/emailVerification.ts';
import { otpVerifyErrorMessage } from '../api/otp.ts';
import { OtpCodeField } from './OtpCodeField.tsx';
import { ResendButton } from './ResendButton.tsx';
import '../otp.css';

/**
 * Verifying the current user's email (spec section 6): a "Verify Now" button sends the code, then a
 * 6-digit input checks it; success refetches the user, so whoever shows `emailVerified` updates.
 * A 429 on the first send still shows the input: a code sent a moment ago may be in the inbox.
 */
export function EmailVerification({ id, sendLabel = 'Verify Now' }: { id: string; sendLabel?: string }) {
  const sendCode = useSendEmailOtp();
  const verifyCode = useVerifyEmailOtp();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [code, setCode] = useState('');

  const send = () => {
    verifyCode.reset();
    sendCode.mutate(undefined, {
      onSuccess: () => {
        setSentAt(Date.now());
        setCode('');
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 429) setSentAt((current) => current ?? Date.now());
      },
    });
  };

  return (
    <div className="email-verification" data-testid="email-verification">
      {sentAt === null ? (
        <button type="button" className="btn btn--link" disabled={sendCode.isPending} aria-busy={sendCode.isPending} onClick={send}>
          {sendCode.isPending ? 'Sending…' : sendLabel}
        </button>
      ) : (
        <>
          {sendCode.isSuccess && (
            <p className="otp-box__note" role="status">
              {messages.otp.emailSent}
            </p>
          )}
          <OtpCodeField
            id={id}
            label="Verification code"
            code={code}
            onCodeChange={setCode}
            onVerify={() => verifyCode.mutate(code)}
            pending={verifyCode.isPending}
            error={verifyCode.isError ? otpVerifyErrorMessage(verifyCode.error) : undefined}
          />
          <ResendButton availableAt={sentAt + limits.otpResendCooldownSeconds * 1000} pending={sendCode.isPending} onResend={send} />
        </>
      )}
      {sendCode.isError && (
        <p className="field-error" role="alert">
          {emailSendErrorMessage(sendCode.error)}
        </p>
      )}
    </div>
  );
}
