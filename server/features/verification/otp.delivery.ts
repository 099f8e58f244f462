/**
 * Delivering codes (docs/contract.md section 3).
 * - SMS: with `smsWebhookUrl`, an HTTP POST of JSON `{"to": "+91XXXXXXXXXX", "text": "..."}` made
 *   by the API itself while the user waits, so a refused or unreachable gateway is reported at once
 *   (502 "Failed to send OTP. Please try again.", 10 s timeout) and the undelivered code is dropped.
 * - Email: with `smtpUrl`, a `mail` job (`{to, subject, text}`) the mail worker sends over SMTP,
 *   retried with exponential backoff.
 * - Without them, outside production, the code is written to the server log as
 *   `OTP <destination> <code>`; in production codes are never logged: the send is refused (503).
 */
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { AppError } from '../../errors.ts';
import type { JobQueues } from '../../jobs/defineJob.ts';
import { mailJob, type MailJobData } from '../../mail/mail.job.ts';

export interface DeliveryOptions {
  production: boolean;
  smsWebhookUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The app's queues (the `mail` job). */
  queues: JobQueues;
  log: { info(message: string): void };
}

const appName = 'MBA Prep Community';
const validMinutes = limits.otpValidSeconds / 60;

/** The SMS text for `code`. */
export function smsText(code: string): string {
  return `${code} is your ${appName} verification code. It expires in ${validMinutes} minutes. Do not share it with anyone.`;
}

/** The verification email for `code`. */
export function verificationMail(to: string, name: string, code: string): MailJobData {
  return {
    to,
    subject: `Your ${appName} verification code: ${code}`,
    text: [
      `Hello ${name},`,
      '',
      `Your ${appName} email verification code is ${code}. It expires in ${validMinutes} minutes.`,
      '',
      'If you did not ask for this code, you can ignore this email.',
    ].join('\n'),
  };
}

/**
 * Sends `code` to the bare 10-digit `mobile` (as +91XXXXXXXXXX).
 * @throws AppError 502 when the webhook fails or answers non-2xx; 503 in production without a webhook.
 */
export async function deliverSms(options: DeliveryOptions, mobile: string, code: string): Promise<void> {
  const to = `+91${mobile}`;
  if (!options.smsWebhookUrl) {
    if (options.production) throw new AppError(503, messages.otp.smsNotConfigured);
    options.log.info(`OTP ${to} ${code}`);
    return;
  }
  let ok: boolean;
  try {
    const response = await fetch(options.smsWebhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to, text: smsText(code) }),
      signal: AbortSignal.timeout(10_000),
    });
    ok = response.ok;
    await response.body?.cancel();
  } catch {
    ok = false;
  }
  if (!ok) throw new AppError(502, messages.otp.sendFailed);
}

/**
 * Queues the verification email (or logs the code in development).
 * @throws AppError 503 in production without SMTP, or when the job cannot be queued.
 */
export async function deliverEmail(options: DeliveryOptions, mail: MailJobData, code: string): Promise<void> {
  if (!options.smtpUrl) {
    if (options.production) throw new AppError(503, messages.otp.emailNotConfigured);
    options.log.info(`OTP ${mail.to} ${code}`);
    return;
  }
  try {
    await mailJob.enqueue(options.queues, mail);
  } catch {
    throw new AppError(503, messages.otp.emailSendFailed);
  }
}
