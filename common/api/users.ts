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
