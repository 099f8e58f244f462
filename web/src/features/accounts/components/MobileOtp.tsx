import { useState } from 'react';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { otpSendErrorMessage, otpVerifyErrorMessage, useSendOtp, useVerifyOtp } from '../api/otp.ts';
import { OtpCodeField } from './OtpCodeField.tsx';
import { ResendButton } from './ResendButton.tsx';
import '../otp.css';

interface OtpProgress {
  /** When it was sent (ms since the epoch). */
  sentAt: number;
  code: string;
  verified: boolean;
}

/**
 * The mobile OTP of the register form (spec section 6): not sent ("Send OTP", enabled only at
 * exactly 10 digits) -> sent (6-digit input, Verify, Resend after 60 s with a countdown) ->
 * verified (check mark). The form renders it keyed by the number, so editing the number starts
 * over (state and requests of the old number are dropped). Registration is not gated on it; the
 * server marks the account's number verified when it was verified here shortly before.
 */
export function MobileOtp({ number }: { number: string }) {
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const [progress, setProgress] = useState<OtpProgress | null>(null);

  const tenDigits = /^\d{10}$/.test(number);

  const send = () => {
    verifyOtp.reset();
    sendOtp.mutate(number, {
      onSuccess: () => setProgress({ sentAt: Date.now(), code: '', verified: false }),
    });
  };
  const verify = () => {
    if (!progress) return;
    verifyOtp.mutate(
      { number, otp: progress.code },
      { onSuccess: () => setProgress((current) => current && { ...current, verified: true }) },
    );
  };

  if (progress?.verified) {
    return (
      <p className="otp-verified" role="status" data-testid="mobile-verified">
        <Icon name="check" size={18} /> {messages.otp.mobileVerified}
      </p>
    );
  }

  return (
    <div className="otp-box" data-testid="mobile-otp">
      {!progress && (
        <button type="button" className="btn otp-send" disabled={!tenDigits || sendOtp.isPending} aria-busy={sendOtp.isPending} onClick={send}>
          {sendOtp.isPending ? 'Sending…' : 'Send OTP'}
        </button>
      )}
      {progress && (
        <>
          <p className="otp-box__note" role="status">
            {messages.otp.sent}
          </p>
          <OtpCodeField
            id="register-otp"
            label="Enter OTP"
            code={progress.code}
            onCodeChange={(code) => setProgress({ ...progress, code })}
            onVerify={verify}
            pending={verifyOtp.isPending}
            error={verifyOtp.isError ? otpVerifyErrorMessage(verifyOtp.error) : undefined}
          />
          <ResendButton availableAt={progress.sentAt + limits.otpResendCooldownSeconds * 1000} pending={sendOtp.isPending} onResend={send} />
        </>
      )}
      {sendOtp.isError && (
        <p className="field-error" role="alert">
          {otpSendErrorMessage(sendOtp.error)}
        </p>
      )}
    </div>
  );
}
