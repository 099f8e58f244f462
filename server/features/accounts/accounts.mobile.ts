/**
 * Registration's use of mobile verification: a mobile code verified (through /public/verifyOtp)
 * within `limits.otpRegistrationWindowSeconds` before registering with that number marks the new
 * account's mobileVerified, one verification for one account. Reads the otp_codes rows the
 * verification feature writes.
 */
import { and, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { limits } from '@common/limits.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { otpCodes, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../effects/commit.ts';

/**
 * Claims the newest mobile code verified for `mobile` since `since` and not yet claimed, for
 * `userId` (recorded in its user_id); false when there is none.
 */
async function claimVerifiedMobile(db: Queryable, mobile: string, userId: number, since: Date): Promise<boolean> {
  const candidate = db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.channel, 'mobile'),
        eq(otpCodes.destination, mobile),
        isNull(otpCodes.userId),
        gte(otpCodes.verifiedAt, since),
      ),
    )
    .orderBy(desc(otpCodes.verifiedAt))
    .limit(1);
  const rows = await db
    .update(otpCodes)
    .set({ userId })
    .where(and(inArray(otpCodes.id, candidate), isNull(otpCodes.userId)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

async function setMobileVerified(db: Queryable, userId: number): Promise<void> {
  await db.update(users).set({ mobileVerified: true }).where(eq(users.id, userId));
}

/**
 * Called after registration: when `mobile` was verified within the window and that verification is
 * not yet used by another registration, claims it for `userId` and sets users.mobile_verified.
 * Returns whether it did (then, effect: the user changed).
 */
export async function applyMobileVerification(ctx: { db: Database; now: () => Date }, userId: number, mobile: string | null): Promise<boolean> {
  if (!mobile) return false;
  const since = new Date(ctx.now().getTime() - limits.otpRegistrationWindowSeconds * 1000);
  return inTransaction(ctx.db, async (tx, effects) => {
    if (!(await claimVerifiedMobile(tx, mobile, userId, since))) return false;
    await setMobileVerified(tx, userId);
    effects.userChanged(userId);
    return true;
  });
}
