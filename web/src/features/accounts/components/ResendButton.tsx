import { useCountdown } from '../hooks/useCountdown.ts';

/** "Resend OTP", disabled with a visible countdown until `availableAt` (ms since the epoch). */
export function ResendButton({ availableAt, pending, onResend }: { availableAt: number; pending: boolean; onResend: () => void }) {
  const seconds = useCountdown(availableAt);
  return (
    <button type="button" className="btn btn--link otp-resend" disabled={seconds > 0 || pending} onClick={onResend}>
      {seconds > 0 ? `Resend OTP in ${seconds}s` : pending ? 'Sending…' : 'Resend OTP'}
    </button>
  );
}
