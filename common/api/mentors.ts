/** Mentor requests and their review by admins (spec sections 2, 3, 7 "Admin"; docs/contract.md section 5). */
import { z } from 'zod';
import { userSchema } from './accounts.ts';

/** A pending mentor request as GET /api/getPendingMentors lists it (oldest first). */
export const pendingMentorSchema = z.object({
  /** The request's id: what approveMentor / rejectMentor take. */
  id: z.number().int(),
  /** When the request was made (registration as a Mentor), ISO 8601 UTC. */
  requestedAt: z.string(),
  user: userSchema.pick({ id: true, name: true, username: true, emailId: true, mobile: true }),
});
export type PendingMentor = z.infer<typeof pendingMentorSchema>;

export const mentorDecisionSchema = z.enum(['approved', 'rejected']);
export type MentorDecision = z.infer<typeof mentorDecisionSchema>;

/**
 * Answer of approveMentor / rejectMentor: the request, its decision, the user it concerns, and
 * when (ISO 8601 UTC; null only for a request decided outside the app) and by which admin (null
 * once that admin is deleted) it was decided. A repeated decision answers the first one's time
 * and admin.
 */
export const mentorDecisionResultSchema = z.object({
  id: z.number().int(),
  status: mentorDecisionSchema,
  userId: z.number().int(),
  decidedAt: z.string().nullable(),
  decidedBy: z.number().int().nullable(),
});
export type MentorDecisionResult = z.infer<typeof mentorDecisionResultSchema>;
