/**
 * Independent oracles: expected values computed here from the documented rule with the standard
 * library, never with the product's own helper (a test comparing the code with itself passes
 * whatever the code does).
 */
import { createHash, createHmac } from 'node:crypto';

/**
 * The stored form of a one-time code as docs/behaviour.md and docs/contract.md describe it:
 * HMAC-SHA256(key, "channel:destination:code") in hex, where key = HMAC-SHA256(secret, "otp-code-hash").
 */
export function expectedOtpHash(secret: string, channel: string, destination: string, code: string): string {
  const key = createHmac('sha256', secret).update('otp-code-hash').digest();
  return createHmac('sha256', key).update(`${channel}:${destination}:${code}`).digest('hex');
}

/** Plain SHA-256 of the same text, hex: what a code must NOT be stored as (reversible from a leaked table). */
export function unkeyedOtpHash(channel: string, destination: string, code: string): string {
  return createHash('sha256').update(`${channel}:${destination}:${code}`).digest('hex');
}
