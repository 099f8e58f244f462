/** Shapes every API answer shares (docs/contract.md section 4). */
import { z } from 'zod';
import { limits } from '../limits.ts';

/** Body of every error answer: `message` carries the spec's user-facing text. */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    /** A machine-readable reason, where the client acts on it (`account_suspended`). */
    code: z.string().optional(),
    /** With `account_suspended`: the admin's reason, or null when none was given. */
    reason: z.string().nullable().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** `limit` (default 50, max 200) and `offset` of list endpoints; the total is in `X-Total-Count`. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(limits.pageMax).default(limits.pageDefault),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A positive integer id from a query string or path. */
export const idSchema = z.coerce
  .number({ error: 'id must be a positive integer' })
  .int('id must be a positive integer')
  .positive('id must be a positive integer')
  .max(2_147_483_647, 'id must be a positive integer');

/** `?id=` */
export const idQuerySchema = z.object({ id: idSchema });
