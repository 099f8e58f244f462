/**
 * `mail` job processor: sends one plain-text message over SMTP with nodemailer. A failure throws,
 * so BullMQ retries the job with the backoff it was queued with (see mail.job.ts). Delivery is
 * at-least-once: a retry after the server accepted the message but before the job was marked done
 * sends it again, which for a verification code is harmless.
 */
import type { Transporter } from 'nodemailer';
import type { MailSettings } from '../jobs/defineJob.ts';
import type { MailJobData } from './mail.job.ts';

export type MailProcessor = ((data: MailJobData) => Promise<void>) & { close(): void };

/** The From header used when MAIL_FROM is unset. */
function defaultFrom(smtpUrl: string): string {
  return `MBA Prep Community <no-reply@${new URL(smtpUrl).hostname}>`;
}

/**
 * A processor holding one pooled SMTP transport; `close()` ends its connections.
 * @throws (per job) Error "SMTP_URL is not configured" without an SMTP URL, or nodemailer's error.
 */
export function createMailProcessor(settings: MailSettings): MailProcessor {
  // nodemailer is loaded with the first message: an idle server without mail keeps its 3 MB of heap.
  let transport: Transporter | undefined;
  const from = settings.mailFrom ?? (settings.smtpUrl ? defaultFrom(settings.smtpUrl) : '');
  const send = async (data: MailJobData) => {
    if (!settings.smtpUrl) throw new Error('SMTP_URL is not configured');
    transport ??= (await import('nodemailer')).default.createTransport(settings.smtpUrl);
    await transport.sendMail({ from, to: data.to, subject: data.subject, text: data.text });
  };
  return Object.assign(send, { close: () => transport?.close() });
}
