/**
 * The session cookie's signer: @fastify/cookie's `Signer` (HMAC-SHA256 of the session id with
 * SESSION_SECRET, unpadded base64) with its results remembered for the most recent `max` ids
 * (lru-cache). @fastify/session signs the id and checks the cookie's signature on every request
 * (two HMACs per request); both are pure functions of their input, so a remembered result is the
 * one a new computation would give. Only valid signatures are remembered: a forged cookie costs its
 * sender an HMAC every time, as before, and cannot push real sessions out.
 */
import { Signer } from '@fastify/cookie';
import { LRUCache } from 'lru-cache';

type UnsignResult = ReturnType<Signer['unsign']>;

export class RememberingSigner {
  private readonly signer: Signer;
  private readonly signed: LRUCache<string, string>;
  private readonly verified: LRUCache<string, UnsignResult>;

  /** `secret`: at least 32 characters (checked by the config); `max`: ids remembered (default 10,000, about 2 MB). */
  constructor(secret: string, max = 10_000) {
    this.signer = new Signer(secret, 'sha256');
    this.signed = new LRUCache({ max });
    this.verified = new LRUCache({ max });
  }

  /** `value` followed by `.` and its signature. */
  sign(value: string): string {
    let result = this.signed.get(value);
    if (result === undefined) {
      result = this.signer.sign(value);
      this.signed.set(value, result);
    }
    return result;
  }

  /** `{ valid, renew, value }` as @fastify/cookie's `unsign`: `value` the id when the signature is valid, else null. */
  unsign(signedValue: string): UnsignResult {
    const kept = this.verified.get(signedValue);
    if (kept) return kept;
    const result = this.signer.unsign(signedValue);
    if (result.valid) this.verified.set(signedValue, result);
    return result;
  }
}
