/**
 * The two flows built on the OTP rules: a mobile number at registration and a logged-in user's
 * email address. A verified mobile code is remembered for `limits.otpRegistrationWindowSeconds`:
 * registering with that number within the window sets the account's mobileVerified (registration
 * itself is not gated on it; spec section 6 leaves that open).
 */
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { OtpSent } from '@common/api/verification.ts';
import type { UserRow } from '../../identity/users.ts';
import { conflict } from '../../errors.ts';
import { deliverEmail, deliverSms, verificationMail, type DeliveryOptions } from './otp.delivery.ts';
import { discardOtp, issueOtp, verifyOtp, type OtpContext, type OtpTarget } from './otp.service.ts';
import * as repo from './verification.repo.ts';

export type VerificationContext = OtpContext & { delivery: DeliveryOptions };

const sent: OtpSent = { sent: true, expiresInSeconds: limits.otpValidSeconds, resendAfterSeconds: limits.otpResendCooldownSeconds };

/** Issues a code and delivers it; an undelivered code is discarded so it counts against no limit. */
export async function issueAndDeliver(ctx: VerificationContext, target: OtpTarget, deliver: (code: string) => Promise<void>): Promise<OtpSent> {
  const { id, code } = await issueOtp(ctx, target);
  try {
    await deliver(code);
  } catch (error) {
    await discardOtp(ctx, id);
    throw error;
  }
  return sent;
}

/** Sends a code to the bare 10-digit `mobile`. @throws see issueOtp and deliverSms */
export function sendMobileOtp(ctx: VerificationContext, mobile: string): Promise<OtpSent> {
  return issueAndDeliver(ctx, { channel: 'mobile', destination: mobile }, (code) => deliverSms(ctx.delivery, mobile, code));
}

/** Checks a mobile code. @throws see verifyOtp */
export function verifyMobileOtp(ctx: VerificationContext, mobile: string, code: string): Promise<void> {
  return verifyOtp(ctx, { channel: 'mobile', destination: mobile }, code);
}

const emailTarget = (user: UserRow): OtpTarget => ({ channel: 'email', destination: user.emailId.toLowerCase(), userId: user.id });

/**
 * Sends a code to the user's email address.
 * @throws AppError 409 "Your email is already verified"; see issueOtp and deliverEmail
 */
export async function sendEmailOtp(ctx: VerificationContext, user: UserRow): Promise<OtpSent> {
  if (user.emailVerified) throw conflict(messages.otp.emailAlreadyVerified);
  return issueAndDeliver(ctx, emailTarget(user), (code) => deliverEmail(ctx.delivery, verificationMail(user.emailId, user.name, code), code));
}

/**
 * Checks the user's email code and marks the email verified.
 * @throws AppError 409 "Your email is already verified"; see verifyOtp
 */
export async function verifyEmailOtp(ctx: VerificationContext, user: UserRow, code: string): Promise<void> {
  if (user.emailVerified) throw conflict(messages.otp.emailAlreadyVerified);
  await verifyOtp(ctx, emailTarget(user), code, async (tx, effects) => {
    await repo.setEmailVerified(tx, user.id);
    effects.userChanged(user.id);
  });
}
