/**
 * One-time codes (spec sections 5, 7, 9; docs/contract.md sections 3, 5): mobile OTP at registration
 * (`/public/sendOtp`, `/public/verifyOtp`) and email verification (`/api/verifyEmail`,
 * `/api/verifyEmailOtp`). Codes are `limits.otpLength` digits.
 */
import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { mobilePattern, normalizeMobile } from './accounts.ts';

/** `number`: validated like registration (optional +91, spaces ignored, 10 digits starting 6-9); output is the bare 10 digits. */
export const mobileNumberSchema = z
  .string({ error: messages.validation.mobile })
  .max(20, messages.validation.mobile)
  .transform((raw) => raw.replace(/\s+/g, ''))
  .refine((compact) => mobilePattern.test(compact), messages.validation.mobile)
  .transform(normalizeMobile);

/** `otp`: exactly 6 digits; anything else is "Invalid OTP. Please try again.". */
export const otpCodeSchema = z
  .string({ error: messages.otp.invalid })
  .regex(new RegExp(`^\\d{${limits.otpLength}}$`), messages.otp.invalid);

/** GET|POST /public/sendOtp?number= */
export const sendOtpQuerySchema = z.object({ number: mobileNumberSchema });

/** GET|POST /public/verifyOtp?number=&otp= */
export const verifyOtpQuerySchema = z.object({ number: mobileNumberSchema, otp: otpCodeSchema });

/** POST /api/verifyEmailOtp?otp= */
export const verifyEmailOtpQuerySchema = z.object({ otp: otpCodeSchema });

/** Answer of sendOtp and verifyEmail: the code went out; when it expires and when a new one may be asked for (seconds). */
export const otpSentSchema = z.object({
  sent: z.literal(true),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

/** Answer of verifyOtp and verifyEmailOtp. */
export const otpVerifiedSchema = z.object({ verified: z.literal(true) });
export type OtpVerified = z.infer<typeof otpVerifiedSchema>;

/** What an OTP input keeps of typed or pasted text: its digits, at most 6. */
export function otpDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, limits.otpLength);
}
