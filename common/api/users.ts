/** The admin's user list (spec "User Management"; docs/contract.md section 4). */
import { z } from 'zod';
import { limits } from '../limits.ts';
import { pageQuerySchema } from './http.ts';

/**
 * GET /api/getUsers?query=&limit=&offset=. `query` (trimmed; empty lists everyone) is matched as a
 * case-insensitive substring of name, username or email, taken literally (`%` and `_` included).
 * The answer is a page of User JSON (docs/contract.md section 5) ordered by name then id, with the
 * total in `X-Total-Count`.
 */
export const usersQuerySchema = pageQuerySchema.extend({
  query: z
    .string({ error: 'query must be text' })
    .max(limits.userSearchMax, `Search text must be at most ${limits.userSearchMax} characters`)
    .optional()
    .transform((raw) => (raw ?? '').trim()),
});
export type UsersQuery = z.input<typeof usersQuerySchema>;

/**
 * POST /api/users/{id}/suspend's body (optional): the admin's `reason`, trimmed, at most
 * `limits.suspensionReasonMax` characters (empty: none). The suspended user's next request
 * answers 403 with `code: "account_suspended"` and this `reason` (see `apiErrorSchema`).
 */
export const suspendBodySchema = z
  .object({
    reason: z
      .string({ error: 'reason must be text' })
      .trim()
      .max(limits.suspensionReasonMax, `Reason must be at most ${limits.suspensionReasonMax} characters`)
      .optional(),
  })
  .optional();
export type SuspendBody = z.input<typeof suspendBodySchema>;
