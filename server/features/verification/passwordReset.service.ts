/**
 * Forgotten password (contract section 7.6): a 6-digit code mailed to the account's address under
 * the OTP rules of section 5 (channel `password-reset`, destination the lower-cased address: valid
 * 5 minutes, one send a minute and 5 an hour per address, 5 wrong tries burn it, used once, only
 * the newest counts), then the code with a new password. Nothing tells whether an account uses an
 * address: a request does the same visible thing for every address (see passwordReset.routes.ts),
 * and every refused confirmation is 400 "Invalid code" (an unknown address, no code, a wrong,
 * used, burned or expired code alike).
 */
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { PasswordResetConfirm } from '@common/api/accounts.ts';
import { AppError, badRequest } from '../../errors.ts';
import { hashPassword } from '../../identity/password.ts';
import { setPasswordEndingSessions } from '../../identity/sessions.ts';
import type { UserRow } from '../../identity/users.ts';
import type { MailJobData } from '../../mail/mail.job.ts';
import { deliverEmail } from './otp.delivery.ts';
import { OtpRateLimitError, verifyOtp, type OtpTarget } from './otp.service.ts';
import * as repo from './verification.repo.ts';
import { issueAndDeliver, type VerificationContext } from './verification.service.ts';

const appName = 'MBA Prep Community';

/** The reset email for `code`. */
export function passwordResetMail(to: string, name: string, code: string): MailJobData {
  const minutes = limits.otpValidSeconds / 60;
  return {
    to,
    subject: `Your ${appName} password reset code: ${code}`,
    text: [
      `Hello ${name},`,
      '',
      `Someone (hopefully you) asked to reset the password of your ${appName} account. Your code is ${code}. It expires in ${minutes} minutes.`,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

const resetTarget = (user: UserRow): OtpTarget => ({ channel: 'password-reset', destination: user.emailId.toLowerCase(), userId: user.id });

/**
 * Mails a reset code to the account using `emailId`, if there is one. An address without an
 * account, or one whose send limits are reached, gets nothing, silently.
 * @throws AppError 503 when the mail cannot be queued (logged by the caller, never answered)
 */
export async function sendResetCode(ctx: VerificationContext, emailId: string): Promise<void> {
  const user = await repo.findUserByEmail(ctx.db, emailId);
  if (!user) return;
  try {
    await issueAndDeliver(ctx, resetTarget(user), (code) => deliverEmail(ctx.delivery, passwordResetMail(user.emailId, user.name, code), code));
  } catch (error) {
    if (error instanceof OtpRateLimitError) return;
    throw error;
  }
}

/**
 * Checks the code of `input.emailId` and sets the new password, raising the session version in the
 * same transaction (every session of the user ends). Answers the user.
 * @throws AppError 400 "Invalid code" for every refusal (see the module comment)
 */
export async function confirmReset(ctx: VerificationContext, input: PasswordResetConfirm): Promise<UserRow> {
  const user = await repo.findUserByEmail(ctx.db, input.emailId);
  if (!user) throw badRequest(messages.account.invalidCode);
  try {
    // Hashed only once the code is right, so a wrong code costs an unknown address's time.
    await verifyOtp(ctx, resetTarget(user), input.code, async (tx, effects) => {
      await setPasswordEndingSessions(tx, user.id, await hashPassword(input.password));
      effects.userChanged(user.id).disconnectUser(user.id);
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) throw badRequest(messages.account.invalidCode);
    throw error;
  }
  return user;
}
