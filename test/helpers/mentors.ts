/** Test data: a user who registered as a Mentor and waits for approval (through the real registration service). */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { mentorRequests } from '../../server/db/schema/index.ts';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { defaultPassword } from './factories.ts';

let sequence = 0;

/**
 * Registers a Mentor (stored as a Student with a pending mentor request, docs/contract.md section 5).
 * @returns the user row with its password, and `requestId`, the pending request's id
 */
export async function createPendingMentor(db: Database, overrides: Partial<{ name: string; username: string; emailId: string; mobile: string }> = {}) {
  sequence++;
  const username = overrides.username ?? `mentor${sequence}_${Date.now().toString(36)}`;
  const user = await register(db, {
    name: overrides.name ?? `Mentor Applicant ${sequence}`,
    username,
    password: defaultPassword,
    mobile: overrides.mobile ?? null,
    emailId: overrides.emailId ?? `${username}@example.org`,
    userType: 'Mentor',
    pendingMentor: true,
  });
  const [request] = await db
    .select({ id: mentorRequests.id })
    .from(mentorRequests)
    .where(eq(mentorRequests.userId, user.id))
    .orderBy(desc(mentorRequests.id))
    .limit(1);
  return { ...user, password: defaultPassword, requestId: request!.id };
}
