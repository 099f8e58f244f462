/**
 * The rules every one-time code follows, whatever its channel (docs/contract.md section 5): valid
 * `limits.otpValidSeconds`, a new one at most every `limits.otpResendCooldownSeconds` and
 * `limits.otpMaxSendsPerHour` per destination in any hour, burned after
 * `limits.otpMaxFailedAttempts` wrong tries, usable once. Only the newest code of a destination
 * counts. Time comes from `ctx.now()` so tests can move it.
 */
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, badRequest } from '../../errors.ts';
import { generateOtp, hashOtp, otpMatches, type OtpChannel } from './otp.code.ts';
import * as repo from './verification.repo.ts';
import { inTransaction } from '../../effects/commit.ts';
import type { Effects } from '../../effects/effects.ts';

export interface OtpContext {
  db: Database;
  /** The clock (the app's `now`). */
  now: () => Date;
  /** Key material for the code hashes (the session secret). */
  secret: string;
}

export interface OtpTarget {
  channel: OtpChannel;
  /** Bare 10-digit mobile number, or lower-cased email address. */
  destination: string;
  /** The account the code belongs to (email codes); mobile codes at registration have none. */
  userId?: number;
}

/** 429 for a send refused by the limits; `retryAfterSeconds` goes into the Retry-After header. */
export class OtpRateLimitError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const hourMs = 3600_000;
const secondsUntil = (from: Date, to: number) => Math.max(1, Math.ceil((to - from.getTime()) / 1000));

/**
 * Creates and stores (hashed) a new code for `target` and returns it in plain text, to be delivered
 * by the caller (which deletes the row with `discardOtp` if delivery fails).
 * @throws OtpRateLimitError 429 "Too many OTP requests. Please try again later." after 5 sends in
 *   the past hour; 429 "Please wait N seconds before requesting a new OTP." within the cooldown.
 */
export async function issueOtp(ctx: OtpContext, target: OtpTarget): Promise<{ id: number; code: string }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await repo.lockDestination(tx, target.channel, target.destination);
    const sends = await repo.sendTimesSince(tx, target.channel, target.destination, new Date(now.getTime() - hourMs));
    if (sends.length >= limits.otpMaxSendsPerHour) {
      const oldest = sends[sends.length - 1]!;
      throw new OtpRateLimitError(messages.otp.tooMany, secondsUntil(now, oldest.getTime() + hourMs));
    }
    const latest = sends[0];
    const cooldownEnds = latest ? latest.getTime() + limits.otpResendCooldownSeconds * 1000 : 0;
    if (now.getTime() < cooldownEnds) {
      const wait = secondsUntil(now, cooldownEnds);
      throw new OtpRateLimitError(messages.otp.resendWait(wait), wait);
    }
    const code = generateOtp();
    const row = await repo.insertOtp(tx, {
      channel: target.channel,
      destination: target.destination,
      userId: target.userId ?? null,
      codeHash: hashOtp(ctx.secret, target.channel, target.destination, code),
      expiresAt: new Date(now.getTime() + limits.otpValidSeconds * 1000),
      createdAt: now,
    });
    return { id: row.id, code };
  });
}

/** Forgets a code that could not be delivered. */
export async function discardOtp(ctx: OtpContext, id: number): Promise<void> {
  await repo.deleteOtp(ctx.db, id);
}

/**
 * Checks `code` against the newest code of `target`; on success marks it used and runs
 * `onVerified` in the same transaction (its effects follow the commit).
 * @throws AppError 400 "OTP Expired" when the newest code is past its validity;
 *   400 "Invalid OTP. Please try again." when there is no usable code or `code` is wrong (a wrong
 *   code counts a try; the 5th wrong try burns the code).
 */
export async function verifyOtp(ctx: OtpContext, target: OtpTarget, code: string, onVerified?: (tx: Transaction, effects: Effects) => Promise<void>): Promise<void> {
  const now = ctx.now();
  const row = await repo.latestOtp(ctx.db, target.channel, target.destination, target.userId);
  if (!row || row.verifiedAt || row.failedAttempts >= limits.otpMaxFailedAttempts) throw badRequest(messages.otp.invalid);
  if (now.getTime() >= row.expiresAt.getTime()) throw badRequest(messages.otp.expired);
  if (!otpMatches(ctx.secret, target.channel, target.destination, code, row.codeHash)) {
    await repo.recordFailedAttempt(ctx.db, row.id);
    throw badRequest(messages.otp.invalid);
  }
  await inTransaction(ctx.db, async (tx, effects) => {
    if (!(await repo.markVerified(tx, row.id, now))) throw badRequest(messages.otp.invalid);
    await onVerified?.(tx, effects);
  });
}
