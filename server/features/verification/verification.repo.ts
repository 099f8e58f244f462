/** Queries on one-time codes (otp_codes) and the users' verified flags. */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { limits } from '@common/limits.ts';
import type { Queryable } from '../../db/client.ts';
import { otpCodes, users } from '../../db/schema/index.ts';
import type { OtpChannel } from './otp.code.ts';

export type OtpRow = typeof otpCodes.$inferSelect;
export type NewOtpRow = typeof otpCodes.$inferInsert;

/**
 * Serialises sends to one destination until the transaction ends (a transaction-level advisory
 * lock), so two simultaneous requests cannot both pass the send limits.
 */
export async function lockDestination(tx: Queryable, channel: OtpChannel, destination: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${channel}:${destination}`}, 0))`);
}

/** When codes were sent to this destination after `since`, newest first (uses otp_codes_destination_idx). */
export async function sendTimesSince(db: Queryable, channel: OtpChannel, destination: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.channel, channel), eq(otpCodes.destination, destination), gt(otpCodes.createdAt, since)))
    .orderBy(desc(otpCodes.createdAt));
  return rows.map((row) => row.createdAt);
}

export async function insertOtp(db: Queryable, row: NewOtpRow): Promise<OtpRow> {
  const [inserted] = await db.insert(otpCodes).values(row).returning();
  return inserted!;
}

/** Removes a code that could not be delivered (it then counts against no limit). */
export async function deleteOtp(db: Queryable, id: number): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** The newest code sent to this destination (and user, when given): the only one that can verify. */
export async function latestOtp(db: Queryable, channel: OtpChannel, destination: string, userId?: number): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.channel, channel),
        eq(otpCodes.destination, destination),
        userId === undefined ? undefined : eq(otpCodes.userId, userId),
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

/** Counts one wrong try (atomically, never past the limit). */
export async function recordFailedAttempt(db: Queryable, id: number): Promise<void> {
  await db
    .update(otpCodes)
    .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.failedAttempts, limits.otpMaxFailedAttempts)));
}

/** Marks the code used; false when it was used or burned meanwhile (so a code verifies once). */
export async function markVerified(db: Queryable, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ verifiedAt: at })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.verifiedAt), lt(otpCodes.failedAttempts, limits.otpMaxFailedAttempts)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

export async function setEmailVerified(db: Queryable, userId: number): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/** The account using this email address (case-insensitive: users_email_lower_key), or undefined. */
export async function findUserByEmail(db: Queryable, emailId: string) {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.emailId})`, emailId.toLowerCase())).limit(1);
  return row;
}
