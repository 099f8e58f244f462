/** GET /public/stats (server/features/stats): the home page's community numbers (docs/contract.md section 7.4). */
import { z } from 'zod';

const count = z.number().int().min(0);

/** Real numbers, at most 10 seconds old. */
export const publicStatsSchema = z.object({
  questions: count.describe('Approved questions'),
  contributors: count.describe('Distinct users with an approved question, a post, a reply or a comment'),
  discussions: count.describe('Forum posts plus approved questions with at least one comment'),
  online: count.describe('Distinct users with a live socket on any API process'),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;
