/**
 * One-time codes: generation and keyed hashing.
 *
 * A code is `limits.otpLength` digits from `crypto.randomInt` (uniform, CSPRNG). Only
 * HMAC-SHA256(key, "channel:destination:code") is stored, with the key derived from the session
 * secret (HMAC-SHA256(secret, "otp-code-hash")). With a million possible codes a slow unkeyed
 * hash (scrypt) would still be reversed from a leaked table in seconds; a keyed hash cannot be
 * reversed without the secret, which never lives in the database. Comparison is constant-time.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { limits } from '@common/limits.ts';

/** Where a code goes and what it is for: a mobile number, an email address to verify, or a password reset (mailed). */
export type OtpChannel = 'mobile' | 'email' | 'password-reset';

/** A fresh code: `limits.otpLength` decimal digits, leading zeros kept. */
export function generateOtp(): string {
  return randomInt(0, 10 ** limits.otpLength).toString().padStart(limits.otpLength, '0');
}

function hashKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('otp-code-hash').digest();
}

/** The stored form of `code` for this channel and destination: 64 hex characters. */
export function hashOtp(secret: string, channel: OtpChannel, destination: string, code: string): string {
  return createHmac('sha256', hashKey(secret)).update(`${channel}:${destination}:${code}`).digest('hex');
}

/** Whether `code` is the one whose hash is `codeHash` (constant-time). */
export function otpMatches(secret: string, channel: OtpChannel, destination: string, code: string, codeHash: string): boolean {
  const expected = Buffer.from(codeHash, 'hex');
  const actual = Buffer.from(hashOtp(secret, channel, destination, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
